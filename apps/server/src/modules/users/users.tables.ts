// Users, their sessions and one-time tokens, and the sign-in throttle.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { encryptedText } from '../../db/encrypted-columns';
import { companies } from '../companies/companies.tables';
import { partnersAccounts } from '../partners/partners.tables';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    type_slug: text('type_slug').notNull(),
    role_slug: text('role_slug').notNull(),
    company_id: integer('company_id').references(() => companies.id),
    partners_account_id: integer('partners_account_id').references(() => partnersAccounts.id),
    designation: text('designation'),
    phone: text('phone'),
    extension: text('extension'),
    profile_image: text('profile_image'),
    /** Comma-separated permission slugs, as the spec sends them. */
    permissions_slug: text('permissions_slug').notNull().default(''),
    /** A new address an editor without sight of every user gave; applied once confirmed from it (email-change.ts). */
    pending_email: text('pending_email'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Sign-in refused and sessions ended while set (an employee's profile access blocked, spec 001 §4). */
    blocked_at: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
    /** The authenticator app's TOTP secret (base32), from set-up on; in use once totp_enabled_at is set. */
    totp_secret: encryptedText('totp_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The TOTP time step of the last code accepted: a code is taken once, and none older after it. */
    totp_last_step: integer('totp_last_step'),
    created_by: integer('created_by'),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    // One live account per address; a deleted user's address can be invited again.
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.deleted_at} is null`),
    index('users_company_idx').on(t.company_id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Single-use, expiring tokens for password reset, e-mail verification and first password. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id, t.purpose)],
);

/** Failed sign-ins per key (an address or a client IP), for throttling. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/** One-time recovery codes of two-factor sign-in, hashed (argon2id): ten per enabling. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** The agency's sign-in settings: one row (id 1), written by a super-admin. */
export const securitySettings = pgTable('security_settings', {
  id: integer('id').primaryKey().default(1),
  /** Every super-admin user must use two-factor sign-in; those without it set it up first. */
  require_super_admin_two_factor: boolean('require_super_admin_two_factor').notNull().default(false),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
