// Test data for what a month bills and costs: an employee placed at a client with the month's
// timesheet, as the billing run, the margin report and the partners' bills read them.
import type { App } from '../app';
import type { employees } from '../modules/employees/employees.tables';
import { placements } from '../modules/placements/placements.tables';
import { type StoredEntry, timesheets } from '../modules/timesheets/timesheets.tables';
import { createEmployee } from './factories';

/** A month ('2026-10') on a Monday-to-Friday calendar, its first `worked` weekdays at 1 (a .5 as a half). */
export function weekdayEntries(month: string, worked: number): StoredEntry[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const entries: StoredEntry[] = [];
  let left = worked;
  for (let day = 1; day <= days; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) {
      entries.push({ date, kind: 'weekly_off', quantity: 0 });
      continue;
    }
    const quantity = Math.min(1, Math.max(0, left));
    left -= quantity;
    entries.push({ date, kind: 'working', quantity });
  }
  return entries;
}

export interface PlacedOptions {
  client_id: number;
  employee?: Partial<typeof employees.$inferInsert>;
  /** Rates, units, dates and partner; from 2026-01-01 at 10,000.00 a day, paid 1,000.00 a day. */
  placement?: Partial<typeof placements.$inferInsert>;
  /**
   * The month's timesheet (none when left out) in the placement's bill unit (hour, else day):
   * `worked` weekdays of the month, or the entries and total given.
   */
  timesheet?: {
    month: string;
    status: 'approved' | 'submitted';
    worked?: number;
    entries?: StoredEntry[];
    total_quantity?: number;
  };
}

/** An employee placed at a client with its timesheet of a month, approved (and when) or submitted. */
export async function placedWithTimesheet(app: App, options: PlacedOptions) {
  const db = app.deps.db;
  const { client_id, timesheet: sheet } = options;
  const employee = await createEmployee(app, { ...options.employee, client_id });
  const [placement] = await db
    .insert(placements)
    .values({
      start_date: '2026-01-01',
      bill_rate: '10000.00',
      bill_unit: 'day',
      pay_rate: '1000.00',
      pay_unit: 'day',
      ...options.placement,
      employee_id: employee.id,
      client_id,
    })
    .returning();
  if (!sheet) return { employee, placement: placement!, timesheet: null };
  const entries = sheet.entries ?? weekdayEntries(sheet.month, sheet.worked ?? 0);
  const [timesheet] = await db
    .insert(timesheets)
    .values({
      placement_id: placement!.id,
      month: `${sheet.month}-01`,
      client_id,
      employee_id: employee.id,
      partners_account_id: placement!.partners_account_id,
      unit: placement!.bill_unit === 'hour' ? 'hour' : 'day',
      status: sheet.status,
      entries,
      total_quantity: sheet.total_quantity ?? entries.reduce((total, e) => total + e.quantity, 0),
      decided_at: sheet.status === 'approved' ? new Date() : null,
    })
    .returning();
  return { employee, placement: placement!, timesheet: timesheet! };
}
