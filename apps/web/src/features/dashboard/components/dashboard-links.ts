// Where each figure of the dashboard leads: the list behind it, filtered to what the figure counts.
import type { DashboardSummary } from '@staffdesk/shared';

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const dashboardLinks = {
  margin: (from: string, to: string) => `/accounts/margin${query({ from, to })}`,
  receivables: (asOf: string) => `/accounts/receivables${query({ as_of: asOf })}`,
  timesheets: (month: string, status?: string) => `/hrms/timesheets${query({ month, status })}`,
  placements: (clientId?: number) => `/hrms/placements${query({ status: 'active', client: clientId })}`,
  leaves: (day: string) => `/hrms/leaves${query({ status_slug: 'approved', from_date: day, to_date: day })}`,
  positions: (statusId: number | null) => `/positions${query({ status_id: statusId })}`,
  applicants: (statusId: number | null) => `/applicants${query({ interview_status_id: statusId })}`,
};

export type Summary = DashboardSummary;
