// First start on an empty database: master data, the staffing company itself, one super-admin and,
// when SEED_DEMO is on, a small realistic demo data set.

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { generatePassword, hashPassword } from '../lib/passwords';
import { companies } from '../modules/companies/companies.tables';
import { users } from '../modules/users/users.tables';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { seedDemoActivity } from './demo-activity';
import type { DemoDeps } from './demo-people';
import { hasGeography, seedGeography } from './geography';
import { seedLookups } from './lookups';

export async function isEmpty(db: Db) {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Master data only (also what every test database starts from). */
export async function seedMasterData(db: Db, geographyCountries?: string[]) {
  await db.transaction(async (tx) => {
    await seedLookups(tx);
    await seedGeography(tx, geographyCountries);
  });
}

/** Who signs in first: ADMIN_EMAIL, or admin@ the organisation's e-mail domain. */
export const firstAdminEmail = (config: Config) => config.adminEmail ?? `admin@${config.orgEmailDomain}`;

/** What the first start made, for the console: passwords only when generated or published. */
export interface FirstStart {
  email: string;
  /** The generated super-admin password (null when ADMIN_PASSWORD gave it). */
  password: string | null;
  /** The demo users' password, when demo data was added. */
  demoPassword: string | null;
}

/**
 * Fills an empty database; null when it was not empty. `deps`: the database, and what the demo's
 * history is written with (storage for its PDFs, the mail outbox). A production server prints the
 * generated passwords here, once; in development server.ts prints them with the address at the end.
 */
export async function seedFirstStart(deps: DemoDeps, log: FastifyBaseLogger): Promise<FirstStart | null> {
  const { db, config } = deps;
  if (!(await isEmpty(db))) return null;
  // A database copied from the template (db/pglite-template.ts) holds the master data already.
  if (!(await hasGeography(db))) await seedMasterData(db);
  const email = firstAdminEmail(config);
  // Never a published password: the first super-admin's is given (ADMIN_PASSWORD) or generated.
  const password = config.adminPassword ?? generatePassword();
  // docs/demo-data.md publishes DEMO_PASSWORD for development; a production server that was asked
  // for demo data (SEED_DEMO=true) gets a generated one, printed once like the admin's.
  const demoPassword = config.production ? generatePassword() : DEMO_PASSWORD;
  await db.transaction(async (tx) => {
    const [own] = await tx
      .insert(companies)
      .values({
        company_name: config.orgName,
        primary_email: `hello@${config.orgEmailDomain}`,
        website: `https://${config.orgEmailDomain}`,
      })
      .returning();
    await tx.insert(users).values({
      first_name: 'Super',
      last_name: 'Admin',
      email,
      password_hash: await hashPassword(password),
      type_slug: 'super-admin',
      role_slug: 'admin',
      company_id: own!.id,
      designation: 'Administrator',
      email_verified_at: new Date(),
    });
    if (config.seedDemo) {
      await seedDemo(tx, own!.id, demoPassword);
      // The services take the transaction as their database: their own transactions become savepoints.
      await seedDemoActivity({ ...deps, db: tx as unknown as Db }, config.orgEmailDomain);
    }
  });
  log.info(
    config.seedDemo
      ? 'added the demo data set (SEED_DEMO is on; see docs/demo-data.md)'
      : 'no demo data (SEED_DEMO is off)',
  );
  if (config.adminPassword) log.info({ email }, 'created the first super-admin');
  if (config.production) {
    // Printed once, on the console only: not stored anywhere in clear.
    if (config.seedDemo) console.log(`\n  Demo users' password (production, shown once): ${demoPassword}\n`);
    if (!config.adminPassword) {
      console.log(
        `\n  Staffdesk super-admin created.\n  Email:    ${email}\n  Password: ${password}\n  (shown once; change it from Profile)\n`,
      );
    }
  }
  return {
    email,
    password: config.adminPassword ? null : password,
    demoPassword: config.seedDemo ? demoPassword : null,
  };
}
