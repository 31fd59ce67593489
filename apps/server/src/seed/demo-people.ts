// Who acts in the demo's history: the hrms/accounts user (Ananya Iyer, super-admin) and the three
// demo employees, as the services see them (a SessionUser each), with their HR records. The dates
// are counted from `today`, so the same day always gives the same data set.
import type { SessionUser } from '@staffdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies } from '../modules/companies/companies.tables';
import { employees } from '../modules/employees/employees.tables';
import { toSessionUser } from '../modules/users/users.mapper';
import { users } from '../modules/users/users.tables';
import type { Deps } from '../plugins/deps';

/** What the demo's history is written through: the app's own services, storage and mail outbox. */
export type DemoDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'storage'>;

export interface DemoEmployee {
  user: SessionUser;
  employee: typeof employees.$inferSelect;
  clientName: string;
}

export interface DemoCast {
  hr: SessionUser;
  vikram: DemoEmployee;
  rohan: DemoEmployee;
  sneha: DemoEmployee;
}

export async function demoCast(db: DbOrTx, ownDomain: string): Promise<DemoCast> {
  const emails = ['ananya.iyer', 'vikram.singh', 'rohan.mehta', 'sneha.kulkarni'].map(
    (local) => `${local}@${ownDomain}`,
  );
  const userRows = await db.select().from(users).where(inArray(users.email, emails));
  const staff = await db
    .select({ employee: employees, clientName: companies.company_name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.client_id))
    .where(
      inArray(
        employees.user_id,
        userRows.map((u) => u.id),
      ),
    );
  const user = (local: string) => {
    const row = userRows.find((u) => u.email === `${local}@${ownDomain}`);
    if (!row) throw new Error(`demo user ${local} is missing`);
    return toSessionUser(row);
  };
  const employee = (local: string): DemoEmployee => {
    const session = user(local);
    const found = staff.find((s) => s.employee.user_id === session.id);
    if (!found) throw new Error(`demo employee ${local} is missing`);
    return { user: session, employee: found.employee, clientName: found.clientName };
  };
  return {
    hr: user('ananya.iyer'),
    vikram: employee('vikram.singh'),
    rohan: employee('rohan.mehta'),
    sneha: employee('sneha.kulkarni'),
  };
}

// ---------------------------------------------------------------- dates from today (UTC)

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number) {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The weekday (0 Monday … 4 Friday) of the week `weeks` from today's (negative: before). */
export function weekday(today: Date, weeks: number, day: number) {
  const monday = addDays(isoDay(today), -((today.getUTCDay() + 6) % 7));
  return addDays(monday, weeks * 7 + day);
}

/** The last day of the month `back` months before today's. */
export function monthEnd(today: Date, back: number) {
  return isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 0)));
}
