// The dashboard's figures (issue 25): one aggregate query per figure, each on an index (timesheets by
// month, placements by dates, leaves by status and day) or read from figures kept as writes happen
// (revenue by month, owed amounts by due day, applicants by stage, positions by status; issue 23),
// so the answer's size and cost do not grow with the agency. A figure whose list the viewer may not
// open is null, and not computed.
import {
  canAccess,
  DASHBOARD_MONTHS,
  type DashboardSummary,
  REPORTS_KEY,
  type SessionUser,
} from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { leaves } from '../leaves/leaves.tables';
import { interviewStatuses, leaveTypes, positionStatuses } from '../master/master.tables';
import { placements } from '../placements/placements.tables';
import { receivablesAgingTotals } from '../receivables/receivables.service';
import { timesheets } from '../timesheets/timesheets.tables';
import { marginMonthsKept } from './margin.service';
import { dashboardCounts } from './reports.tables';

const TOP_CLIENTS = 8;
const PEOPLE_SHOWN = 5;
const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;

/** The month `back` months before YYYY-MM. */
function monthsBefore(month: string, back: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function timesheetsByStatus(db: DbOrTx, month: string) {
  const { rows } = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count from ${timesheets} where month = ${`${month}-01`}::date group by status`);
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
  return TIMESHEET_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

async function placementsByClient(db: DbOrTx, day: string) {
  const { rows } = await db.execute<{
    client_id: number;
    client_name: string;
    count: number;
    total: number;
  }>(sql`
    with active as (
      select client_id, count(*)::int as count from ${placements}
      where start_date <= ${day}::date and (end_date is null or end_date >= ${day}::date)
      group by client_id
    )
    select a.client_id, c.company_name as client_name, a.count, (select sum(count) from active)::int as total
    from active a join ${companies} c on c.id = a.client_id
    order by a.count desc, c.company_name limit ${TOP_CLIENTS}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    clients: rows.map((r) => ({
      client_id: r.client_id,
      client_name: r.client_name,
      count: Number(r.count),
    })),
  };
}

async function onLeave(db: DbOrTx, day: string) {
  const { rows } = await db.execute<{
    employee_id: number;
    name: string;
    leave_type: string;
    total: number;
  }>(sql`
    select l.employee_id, trim(e.first_name || ' ' || e.last_name) as name, t.type as leave_type,
      count(*) over ()::int as total
    from ${leaves} l
    join ${employees} e on e.id = l.employee_id
    join ${leaveTypes} t on t.id = l.leave_type_id
    where l.status = 'approved' and l.from_date <= ${day}::date and l.to_date >= ${day}::date
    order by e.first_name, e.last_name, l.employee_id limit ${PEOPLE_SHOWN}`);
  return {
    count: Number(rows[0]?.total ?? 0),
    people: rows.map(({ employee_id, name, leave_type }) => ({ employee_id, name, leave_type })),
  };
}

/** Open positions and their openings, from the counts the positions' triggers keep. */
async function openPositions(db: DbOrTx) {
  const { rows } = await db.execute<{ status_id: number | null; count: number; openings: number }>(sql`
    select s.id as status_id, coalesce(k.count, 0) as count, coalesce(k.amount, 0) as openings
    from ${positionStatuses} s
    left join ${dashboardCounts} k on k.figure = 'positions_by_status' and k.key = s.id
    where lower(s.status) = 'open'`);
  const row = rows[0];
  return {
    status_id: row?.status_id ?? null,
    count: Number(row?.count ?? 0),
    openings: Number(row?.openings ?? 0),
  };
}

/** Live applicants by their current stage, from the counts the applicants' triggers keep. */
async function applicantsByStage(db: DbOrTx) {
  const { rows } = await db.execute<{ status_id: number | null; status: string | null; count: number }>(sql`
    select nullif(k.key, 0) as status_id, s.status, k.count
    from ${dashboardCounts} k left join ${interviewStatuses} s on s.id = k.key
    where k.figure = 'applicants_by_stage' and k.count > 0
    order by k.count desc, s.status`);
  return rows.map((r) => ({
    status_id: r.status_id,
    status: r.status ?? 'No status yet',
    count: Number(r.count),
  }));
}

export async function dashboardSummary(
  db: DbOrTx,
  viewer: SessionUser,
  asOf: string,
): Promise<DashboardSummary> {
  const month = asOf.slice(0, 7);
  const can = (key: string) => canAccess(viewer, key);
  // One after another: on the embedded database queries queue anyway, and on PostgreSQL the pool
  // stays free for other users' requests.
  const revenue = can(REPORTS_KEY)
    ? (await marginMonthsKept(db, monthsBefore(month, DASHBOARD_MONTHS - 1), month)).map(
        ({ rows: _, ...figures }) => figures,
      )
    : null;
  return {
    as_of: asOf,
    month,
    revenue_by_month: revenue,
    aging: can('accounts') ? await receivablesAgingTotals(db, asOf) : null,
    timesheets_by_status: can('hrms') ? await timesheetsByStatus(db, month) : null,
    placements_by_client: can('hrms') ? await placementsByClient(db, asOf) : null,
    on_leave_today: can('hrms') ? await onLeave(db, asOf) : null,
    open_positions: can('list-positions') ? await openPositions(db) : null,
    applicants_by_stage: can('list-applicants') ? await applicantsByStage(db) : null,
  };
}
