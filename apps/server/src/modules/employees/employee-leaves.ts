// Leave counts per employee (spec 001 §3 leave rows): every leave type with the employee's count
// (the type's default until hrms sets one), the approved leaves of a leave year (the current one
// unless asked) and what remains.
import { BALANCED_LEAVE_TYPES, type EmployeeLeaveRow } from '@staffdesk/shared';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { leaves } from '../leaves/leaves.tables';
import { leaveTypes } from '../master/master.tables';
import { employeeLeaveTypes } from './employees.tables';

const isApplicable = (slug: string) => BALANCED_LEAVE_TYPES.includes(slug);

/** The leave year is the calendar year (January to December) in UTC. */
export function currentLeaveYear(now = new Date()) {
  return leaveYear(now.getUTCFullYear());
}

/** The first and last day of one leave year (YYYY-MM-DD). */
export function leaveYear(year: number) {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

// The employee view's leave table, prepared once (lib/prepared-read.ts).
const heldDays = preparedRead('employee_held_leave_days', (db) =>
  db
    .select({ slug: leaveTypes.slug, days: sql<number>`sum(${leaves.total_days})::float` })
    .from(leaves)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaves.leave_type_id))
    .where(
      and(
        eq(leaves.employee_id, param('employeeId')),
        inArray(leaves.status, ['pending', 'approved']),
        gte(leaves.from_date, param('from')),
        lte(leaves.from_date, param('to')),
      ),
    )
    .groupBy(leaveTypes.slug),
);
const allLeaveTypes = preparedRead('leave_types_in_order', (db) =>
  db.select().from(leaveTypes).orderBy(asc(leaveTypes.id)),
);
const leaveCountsOf = preparedRead('employee_leave_counts', (db) =>
  db
    .select()
    .from(employeeLeaveTypes)
    .where(eq(employeeLeaveTypes.employee_id, param('employeeId'))),
);

/**
 * Days held per leave type slug in the leave year: approved and pending leaves (the table's
 * "Taken/Pending Leave(s)"); rejected and cancelled ones give their days back. A leave belongs to
 * the year its from_date falls in.
 */
export async function approvedLeaveDays(
  db: DbOrTx,
  employeeId: number,
  year: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await heldDays(db).execute({ employeeId, from: year.from, to: year.to });
  return new Map(rows.map((r) => [r.slug, r.days]));
}

/** The employee's count of one leave type (the type's default until hrms sets one). */
export async function leaveCountOf(db: DbOrTx, employeeId: number, leaveTypeId: number) {
  const [own] = await db
    .select({ count: employeeLeaveTypes.count })
    .from(employeeLeaveTypes)
    .where(
      and(eq(employeeLeaveTypes.employee_id, employeeId), eq(employeeLeaveTypes.leave_type_id, leaveTypeId)),
    );
  if (own) return Number(own.count);
  const [type] = await db
    .select({ count: leaveTypes.default_count })
    .from(leaveTypes)
    .where(eq(leaveTypes.id, leaveTypeId));
  return Number(type?.count ?? 0);
}

/**
 * Every leave type in the leave table's order, with this employee's count, and what it took and
 * has left in `year` (the current leave year when left out). The count is the same every year.
 */
export async function employeeLeaveRows(
  db: DbOrTx,
  employeeId: number,
  year?: number,
): Promise<EmployeeLeaveRow[]> {
  const [types, counts, approved] = await readAll(db, [
    () => allLeaveTypes(db).execute({}),
    () => leaveCountsOf(db).execute({ employeeId }),
    () => approvedLeaveDays(db, employeeId, year ? leaveYear(year) : currentLeaveYear()),
  ]);
  const countOf = new Map(counts.map((c) => [c.leave_type_id, c.count]));
  return types.map((type) => {
    const count = countOf.get(type.id) ?? type.default_count;
    const taken = approved.get(type.slug) ?? 0;
    return {
      type: type.type,
      slug: type.slug,
      count,
      default_count: type.default_count,
      approved_leaves: taken,
      remaining_leaves: count - taken,
      is_applicable: isApplicable(type.slug) ? 'Y' : 'N',
    };
  });
}

/**
 * Writes the counts hrms sent over the current ones. A new employee starts with every type's
 * default; a type whose count is not applicable keeps its default whatever is sent (the field is
 * read-only in the form), and an empty value means the default.
 */
export async function saveLeaveCounts(
  tx: Tx,
  employeeId: number,
  sent: { slug: string; value: number | null }[],
  isNew: boolean,
) {
  const types = await tx.select().from(leaveTypes);
  const bySlug = new Map(sent.map((s) => [s.slug, s.value]));
  const rows = types
    .filter((type) => isNew || bySlug.has(type.slug))
    .map((type) => {
      const value = isApplicable(type.slug) ? bySlug.get(type.slug) : undefined;
      return { employee_id: employeeId, leave_type_id: type.id, count: value ?? type.default_count };
    });
  if (!rows.length) return;
  if (!isNew) {
    await tx.delete(employeeLeaveTypes).where(
      and(
        eq(employeeLeaveTypes.employee_id, employeeId),
        inArray(
          employeeLeaveTypes.leave_type_id,
          rows.map((r) => r.leave_type_id),
        ),
      ),
    );
  }
  await tx.insert(employeeLeaveTypes).values(rows);
}
