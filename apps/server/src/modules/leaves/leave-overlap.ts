// No two of an employee's leaves that hold days (pending or approved) share a day (issue 21). The
// service checks under the employee's row lock to name the leave in the way; the database's
// leaves_no_overlap exclusion constraint refuses what any other write lets through.
import { LEAVE_STATUSES, type LeaveStatus, LEAVE_MESSAGES as M } from '@staffdesk/shared';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { isExclusionViolation } from '../positions/db-errors';
import { leaves } from './leaves.tables';

type Dates = { from_date: string; to_date: string };
const statusLabel = (slug: LeaveStatus) => LEAVE_STATUSES.find((s) => s.slug === slug)?.status ?? slug;

/** The employee's pending or approved leave sharing a day with the dates, other than `exceptLeave`. */
async function overlappingLeave(db: DbOrTx, employeeId: number, dates: Dates, exceptLeave?: number) {
  const [other] = await db
    .select({ status: leaves.status, from_date: leaves.from_date, to_date: leaves.to_date })
    .from(leaves)
    .where(
      and(
        eq(leaves.employee_id, employeeId),
        inArray(leaves.status, ['pending', 'approved']),
        lte(leaves.from_date, dates.to_date),
        gte(leaves.to_date, dates.from_date),
        exceptLeave ? ne(leaves.id, exceptLeave) : undefined,
      ),
    )
    .orderBy(leaves.from_date)
    .limit(1);
  return other;
}

const overlapError = (other: { status: LeaveStatus; from_date: string; to_date: string }) =>
  conflict(M.overlaps(statusLabel(other.status), other.from_date, other.to_date));

export async function assertNoOverlap(tx: Tx, employeeId: number, dates: Dates, exceptLeave?: number) {
  const other = await overlappingLeave(tx, employeeId, dates, exceptLeave);
  if (other) throw overlapError(other);
}

/**
 * A write the constraint refused (a race the check did not see, e.g. on another instance) answers
 * the same 409, naming the leave that won.
 */
export async function refusingOverlap<T>(
  db: DbOrTx,
  employeeId: number,
  dates: Dates,
  exceptLeave: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isExclusionViolation(error, 'leaves_no_overlap')) throw error;
    const other = await overlappingLeave(db, employeeId, dates, exceptLeave);
    throw overlapError(other ?? { status: 'pending', ...dates });
  }
}
