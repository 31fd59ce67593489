// What a partner's bill for a month should come to: each of its placements' approved timesheet that
// month costs its total quantity in the placement's pay unit × the pay rate, by the margin report's
// rule (modules/reports/margin.service.ts): FULL_DAY hours a day, and a monthly rate × the share of
// the month's working days worked (a half-day holiday counts half). Each line is rounded once,
// half-up, as a document's line; the bill's expected amount adds the lines, as the report's month.
import {
  FULL_DAY,
  type Money,
  money,
  multiplyMoney,
  type PartnerBillLine,
  roundMoney,
  sumMoney,
  toMoneyString,
} from '@staffdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { placements } from '../placements/placements.tables';
import { timesheets } from '../timesheets/timesheets.tables';
import { workingDaysOf } from '../timesheets/working-days';

export interface Expected {
  /** '1234.50' */
  total: string;
  lines: PartnerBillLine[];
}

export const expectedKey = (partnerId: number, month: string) => `${partnerId}|${month.slice(0, 7)}`;

type Unit = 'day' | 'hour';

/**
 * A month's working days (timesheets/working-days.ts), summed by the database for a monthly rate
 * only: shipping every timesheet's entries to read them was most of a partner's bill list's CPU.
 */
const workingDays = sql<
  string | null
>`case when ${placements.pay_unit} = 'month' then ${workingDaysOf(timesheets.entries)} end`;

/** One timesheet's cost, unrounded; `working_days` is read for a monthly rate only. */
export function lineCost(
  timesheet: { unit: Unit; total_quantity: number; working_days: string | number | null },
  placement: { pay_rate: string; pay_unit: 'day' | 'hour' | 'month' },
): Money {
  const quantity = money(String(timesheet.total_quantity));
  const hours = FULL_DAY.hour;
  if (placement.pay_unit === timesheet.unit) return multiplyMoney(placement.pay_rate, quantity);
  if (placement.pay_unit === 'hour') return multiplyMoney(placement.pay_rate, quantity.times(hours));
  if (placement.pay_unit === 'day') return multiplyMoney(placement.pay_rate, quantity.div(hours));
  // Monthly: the share of the month's working quantity worked.
  const full = money(String(timesheet.working_days ?? 0)).times(FULL_DAY[timesheet.unit]);
  return full.isZero() ? money(0) : multiplyMoney(placement.pay_rate, quantity.div(full));
}

/** The approved timesheets of some partners and months, with what their cost is computed from. */
const approvedTimesheets = preparedRead('partner_bill_expected', (db) =>
  db
    .select({
      timesheet_id: timesheets.id,
      partners_account_id: timesheets.partners_account_id,
      month: timesheets.month,
      unit: timesheets.unit,
      total_quantity: timesheets.total_quantity,
      working_days: workingDays,
      placement_id: placements.id,
      pay_rate: placements.pay_rate,
      pay_unit: placements.pay_unit,
      first_name: employees.first_name,
      last_name: employees.last_name,
      client_name: companies.company_name,
    })
    .from(timesheets)
    .innerJoin(placements, eq(placements.id, timesheets.placement_id))
    .innerJoin(employees, eq(employees.id, timesheets.employee_id))
    .innerJoin(companies, eq(companies.id, timesheets.client_id))
    .where(
      and(
        eq(timesheets.status, 'approved'),
        sql`${timesheets.partners_account_id} = any(${param('partnerIds')}::int[])`,
        sql`${timesheets.month} = any(${param('months')}::date[])`,
      ),
    )
    .orderBy(timesheets.id),
);

/** The expected amount of each (partner, month) asked for; '0.00' with no lines when none is approved. */
export async function expectedAmounts(
  db: DbOrTx,
  bills: { partners_account_id: number; month: string }[],
): Promise<Map<string, Expected>> {
  const answer = new Map<string, Expected>();
  if (bills.length === 0) return answer;
  const partnerIds = [...new Set(bills.map((b) => b.partners_account_id))];
  const months = [...new Set(bills.map((b) => `${b.month.slice(0, 7)}-01`))];
  const rows = await approvedTimesheets(db).execute({ partnerIds, months });
  const costs = new Map<string, Money[]>();
  for (const bill of bills) {
    const key = expectedKey(bill.partners_account_id, bill.month);
    answer.set(key, { total: '0.00', lines: [] });
    costs.set(key, []);
  }
  for (const row of rows) {
    const key = expectedKey(row.partners_account_id!, row.month);
    const expected = answer.get(key);
    if (!expected) continue;
    const cost = roundMoney(lineCost(row, row));
    costs.get(key)!.push(cost);
    expected.lines.push({
      placement_id: row.placement_id,
      timesheet_id: row.timesheet_id,
      employee_name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
      client_name: row.client_name,
      quantity: String(row.total_quantity),
      unit: row.unit,
      pay_rate: row.pay_rate,
      pay_unit: row.pay_unit,
      amount: toMoneyString(cost),
    });
  }
  for (const [key, expected] of answer) expected.total = toMoneyString(sumMoney(costs.get(key)!));
  return answer;
}
