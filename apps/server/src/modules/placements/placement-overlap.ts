// No two placements of one employee at one client share a day (issue 24). The check runs under the
// employee's row lock, so two saves for one employee queue and the second sees the first; the
// database's placements_no_overlap exclusion constraint refuses whatever another writer lets through
// (a script, a race on another instance), and that refusal answers the same 409.
import { PLACEMENT_MESSAGES as M } from '@staffdesk/shared';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { isExclusionViolation } from '../positions/db-errors';
import { placements } from './placements.tables';

interface Period {
  employee_id: number;
  client_id: number;
  start_date: string;
  end_date: string | null;
}

/** The employee's placement at the client sharing a day with the period, other than `except`. */
async function overlapping(db: DbOrTx, period: Period, except?: number) {
  const [other] = await db
    .select({
      client: companies.company_name,
      start_date: placements.start_date,
      end_date: placements.end_date,
    })
    .from(placements)
    .innerJoin(companies, eq(companies.id, placements.client_id))
    .where(
      and(
        eq(placements.employee_id, period.employee_id),
        eq(placements.client_id, period.client_id),
        period.end_date ? lte(placements.start_date, period.end_date) : undefined,
        or(isNull(placements.end_date), gte(placements.end_date, period.start_date)),
        except ? ne(placements.id, except) : undefined,
      ),
    )
    .orderBy(placements.start_date)
    .limit(1);
  return other;
}

const overlapError = (other: { client: string; start_date: string; end_date: string | null }) =>
  conflict(M.overlap(other.client, other.start_date, other.end_date));

export async function assertNoPlacementOverlap(tx: Tx, period: Period, except?: number) {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, period.employee_id))
    .for('update');
  const other = await overlapping(tx, period, except);
  if (other) throw overlapError(other);
}

/** A write the constraint refused answers the same 409, naming the placement that won. */
export async function refusingPlacementOverlap<T>(
  db: DbOrTx,
  period: Period,
  except: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isExclusionViolation(error, 'placements_no_overlap')) throw error;
    const other = await overlapping(db, period, except);
    throw overlapError(
      other ?? { client: 'this client', start_date: period.start_date, end_date: period.end_date },
    );
  }
}
