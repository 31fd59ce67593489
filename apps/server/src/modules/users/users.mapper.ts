// Rows to wire shapes: never a password hash, never an unlisted column.
import { type SessionUser, USER_ROLES, USER_TYPES, type User } from '@staffdesk/shared';
import type { users } from './users.tables';

type UserRow = typeof users.$inferSelect;

export const splitPermissions = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The columns a session user is made of (the session lookup reads only these). */
export type SessionUserRow = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'profile_image'
  | 'role_slug'
  | 'type_slug'
  | 'permissions_slug'
  | 'company_id'
  | 'partners_account_id'
>;

export function toSessionUser(row: SessionUserRow, twoFactorSetupRequired = false): SessionUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    profile_image: row.profile_image,
    role_slug: row.role_slug,
    type_slug: row.type_slug,
    permissions_slug: splitPermissions(row.permissions_slug),
    company_id: row.company_id,
    partner_id: row.partners_account_id,
    partners_account_id: row.partners_account_id,
    two_factor_setup_required: twoFactorSetupRequired,
  };
}

export function toUser(
  row: UserRow,
  joined: { company_name: string | null; company_logo: string | null; account_name: string | null },
): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    type_slug: row.type_slug,
    role_slug: row.role_slug,
    company_id: row.company_id,
    company_name: joined.company_name,
    company_logo: joined.company_logo,
    partners_account_id: row.partners_account_id,
    account_name: joined.account_name,
    designation: row.designation,
    phone: row.phone,
    extension: row.extension,
    profile_image: row.profile_image,
    permissions_slug: row.permissions_slug,
    user_type: USER_TYPES.find((t) => t.slug === row.type_slug)?.user_type ?? row.type_slug,
    user_role: USER_ROLES.find((r) => r.slug === row.role_slug)?.role ?? row.role_slug,
    email_verified: row.email_verified_at !== null,
    pending_email: row.pending_email,
    updated_at: row.updated_at.toISOString(),
  };
}
