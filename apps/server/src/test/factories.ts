// Test data: companies, partner accounts, users of any type and role, employees, and signing them in.
import type { PermissionSlug } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { hashPassword } from '../lib/passwords';
import { createSession, SESSION_COOKIE } from '../modules/auth/sessions.service';
import { companies } from '../modules/companies/companies.tables';
import { employees } from '../modules/employees/employees.tables';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { files } from '../modules/uploads/uploads.tables';
import { users } from '../modules/users/users.tables';

export const TEST_PASSWORD = 'Test@12345';
let sequence = 0;
const next = () => ++sequence;

export async function createCompany(app: App, values: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  const [row] = await app.deps.db
    .insert(companies)
    .values({ company_name: `Company ${n}`, primary_email: `company${n}@example.com`, ...values })
    .returning();
  return row!;
}

export async function createPartnersAccount(
  app: App,
  values: Partial<typeof partnersAccounts.$inferInsert> = {},
) {
  const n = next();
  const [row] = await app.deps.db
    .insert(partnersAccounts)
    .values({ account_name: `Partner ${n}`, primary_email: `partner${n}@example.com`, ...values })
    .returning();
  return row!;
}

let passwordHash: Promise<string> | null = null;

export async function createUser(
  app: App,
  options: {
    type?: string;
    role?: string;
    permissions?: PermissionSlug[];
    company_id?: number | null;
    partners_account_id?: number | null;
    email?: string;
    password?: string;
  } = {},
) {
  const n = next();
  const type = options.type ?? 'super-admin';
  const needsCompany = ['client', 'super-admin', 'partners_client'].includes(type);
  const needsPartner = ['partners', 'partners_client'].includes(type);
  const company_id =
    options.company_id !== undefined
      ? options.company_id
      : needsCompany
        ? (await createCompany(app)).id
        : null;
  const partners_account_id =
    options.partners_account_id !== undefined
      ? options.partners_account_id
      : needsPartner
        ? (await createPartnersAccount(app)).id
        : null;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await app.deps.db
    .insert(users)
    .values({
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email: options.email ?? `user${n}@example.com`,
      password_hash: options.password ? await hashPassword(options.password) : await passwordHash,
      type_slug: type,
      role_slug: options.role ?? (type === 'employee' ? 'employee' : 'admin'),
      company_id,
      partners_account_id,
      permissions_slug: (options.permissions ?? []).join(','),
      email_verified_at: new Date(),
    })
    .returning();
  return row!;
}

/**
 * An employee's HR record, as the employees service writes it beside its user: for `user_id`, or
 * for a new user of type employee, with that user's names and a new client unless given.
 */
export async function createEmployee(app: App, values: Partial<typeof employees.$inferInsert> = {}) {
  const n = next();
  const user = values.user_id
    ? (await app.deps.db.select().from(users).where(eq(users.id, values.user_id)))[0]!
    : await createUser(app, { type: 'employee' });
  const [row] = await app.deps.db
    .insert(employees)
    .values({
      first_name: user.first_name,
      last_name: user.last_name,
      employee_id: `EMP-${n}`,
      reporting_manager: 'lead@example.com',
      ...values,
      user_id: user.id,
      client_id: values.client_id ?? (await createCompany(app)).id,
    })
    .returning();
  return row!;
}

/** A signed-in user's cookie header, without going through the login route. */
export async function loginAs(app: App, user: { id: number }) {
  const { token } = await createSession(app.deps.db, app.deps.config, user.id, {});
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** Creates a user of the given type and role and signs it in. */
export async function signedIn(app: App, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, options);
  return { user, headers: await loginAs(app, user) };
}

/**
 * Registers files as the server's own (no uploader), so test forms may reference made-up
 * uploaded_urls (uploads/file-use.ts); the files themselves are never read.
 */
export async function registerServerFiles(app: App, ...urls: string[]) {
  await app.deps.db
    .insert(files)
    .values(
      urls.map((url) => {
        const key = url.replace('/api/v1/files/', '');
        return {
          key,
          folder: key.split('/')[0]!,
          original_name: key.split('/')[1]!,
          mime_type: 'application/pdf',
          size: 1,
        };
      }),
    )
    .onConflictDoNothing();
}
