// The dashboard (issue 25): the agency's month at a glance for hrms and accounts, each figure an
// aggregate (never a list of rows) the viewer may see, or null when its list is not theirs.
import { z } from 'zod';
import { isoDate } from '../positions/form-fields';
import { agingReport } from '../receivables/aging.schemas';
import { marginMonth } from './margin.schemas';

export const DASHBOARD_MESSAGES = {
  asOfInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  fetched: 'Dashboard fetched successfully',
} as const;

/** Months of revenue and margin the dashboard shows, the current one last. */
export const DASHBOARD_MONTHS = 6;

export const dashboardQuery = z.object({ as_of: isoDate(DASHBOARD_MESSAGES.asOfInvalid).optional() });

const counted = { count: z.number().int() };
export const dashboardSummary = z.object({
  as_of: z.string(),
  month: z.string().describe('The month of as_of, YYYY-MM'),
  revenue_by_month: z.array(marginMonth).nullable(),
  aging: agingReport.shape.totals.nullable(),
  timesheets_by_status: z
    .array(z.object({ status: z.enum(['draft', 'submitted', 'approved', 'rejected']), ...counted }))
    .nullable()
    .describe('This month’s timesheets'),
  placements_by_client: z
    .object({
      total: z.number().int(),
      clients: z.array(z.object({ client_id: z.number().int(), client_name: z.string(), ...counted })),
    })
    .nullable()
    .describe('Active placements: the clients with the most, and the total'),
  on_leave_today: z
    .object({
      ...counted,
      people: z.array(z.object({ employee_id: z.number().int(), name: z.string(), leave_type: z.string() })),
    })
    .nullable(),
  open_positions: z
    .object({ ...counted, openings: z.number().int(), status_id: z.number().int().nullable() })
    .nullable(),
  applicants_by_stage: z
    .array(z.object({ status_id: z.number().int().nullable(), status: z.string(), ...counted }))
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
