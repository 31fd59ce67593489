// The dashboard (issue 25): where hrms and accounts land. Revenue and margin by month, receivables
// aging, this month's timesheets by status, active placements by client, people on leave today, open
// positions and applicants by stage; every figure opens the list behind it. One summary request; the
// charts are the app's own small bars and donuts (components/charts), drawn with the numbers.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DashboardSummary, formatMoney } from '@staffdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useDashboard } from '../api/dashboard-api';
import { AgingBars, CountPie, RevenueChart } from '../components/dashboard-charts';
import { dashboardLinks as links } from '../components/dashboard-links';
import { CountLinks, FigureCard } from '../components/figure-card';

const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const rupees = (value: string) => formatMoney(value, 'INR').replace(/\.00$/, '');
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** TIMESHEET_STATUS_LABELS of the shared package, without its schemas' module. */
const TIMESHEET_LABELS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};
const TIMESHEET_COLORS: Record<string, string> = {
  draft: '#90a4ae',
  submitted: '#f9a825',
  approved: '#2e7d32',
  rejected: '#c62828',
};

function Revenue({ d }: { d: DashboardSummary }) {
  const months = d.revenue_by_month;
  if (!months) return null;
  const current = months[months.length - 1]!;
  const first = months[0]!.month;
  return (
    <FigureCard
      title="Revenue and margin"
      headline={rupees(current.revenue)}
      caption={`${monthName(current.month)}: margin ${rupees(current.margin)}${current.margin_percent === null ? '' : ` (${current.margin_percent}%)`}`}
      to={links.margin(first, d.month)}
      linkLabel="Open the margin report"
      wide
      chart={<RevenueChart months={months} linkOf={(m) => links.margin(m, m)} />}
    />
  );
}

function Aging({ d }: { d: DashboardSummary }) {
  if (!d.aging) return null;
  const overdue = ['days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
  const late = overdue.reduce((sum, key) => sum + Number(d.aging![key]), 0);
  return (
    <FigureCard
      title="Receivables"
      headline={rupees(d.aging.total)}
      caption={`${d.aging.invoices} ${d.aging.invoices === 1 ? 'invoice' : 'invoices'} owed, ${rupees(late.toFixed(2))} overdue`}
      to={links.receivables(d.as_of)}
      linkLabel="Open receivables aging"
      chart={<AgingBars totals={d.aging} link={links.receivables(d.as_of)} />}
    />
  );
}

function Timesheets({ d }: { d: DashboardSummary }) {
  if (!d.timesheets_by_status) return null;
  const total = d.timesheets_by_status.reduce((sum, s) => sum + s.count, 0);
  const waiting = d.timesheets_by_status.find((s) => s.status === 'submitted')?.count ?? 0;
  return (
    <FigureCard
      title={`Timesheets in ${monthName(d.month)}`}
      headline={total}
      caption={`${waiting} waiting for approval`}
      to={links.timesheets(d.month)}
      linkLabel="Open this month’s timesheets"
      chart={
        <CountPie
          label={`Timesheets in ${monthName(d.month)} by status`}
          slices={d.timesheets_by_status.map((s) => ({
            id: s.status,
            label: TIMESHEET_LABELS[s.status] ?? s.status,
            value: s.count,
            color: TIMESHEET_COLORS[s.status],
          }))}
          linkOf={(status) => links.timesheets(d.month, status)}
        />
      }
    >
      <CountLinks
        items={d.timesheets_by_status.map((s) => ({
          key: s.status,
          label: TIMESHEET_LABELS[s.status] ?? s.status,
          count: s.count,
          to: links.timesheets(d.month, s.status),
        }))}
      />
    </FigureCard>
  );
}

function Placements({ d }: { d: DashboardSummary }) {
  if (!d.placements_by_client) return null;
  return (
    <FigureCard
      title="Active placements"
      headline={d.placements_by_client.total}
      caption={d.placements_by_client.clients.length ? 'By client, the most first' : 'None today'}
      to={links.placements()}
      linkLabel="Open active placements"
    >
      <CountLinks
        items={d.placements_by_client.clients.map((c) => ({
          key: String(c.client_id),
          label: c.client_name,
          count: c.count,
          to: links.placements(c.client_id),
        }))}
      />
    </FigureCard>
  );
}

function OnLeave({ d }: { d: DashboardSummary }) {
  if (!d.on_leave_today) return null;
  const { count, people } = d.on_leave_today;
  const more = count - people.length;
  return (
    <FigureCard
      title="On leave today"
      headline={count}
      caption={count ? undefined : 'Everyone is in'}
      to={links.leaves(d.as_of)}
      linkLabel="Open today’s leaves"
    >
      {people.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
          {people.map((p) => (
            <li key={p.employee_id}>
              {p.name}{' '}
              <Typography component="span" color="text.secondary" sx={{ fontSize: 13 }}>
                ({p.leave_type})
              </Typography>
            </li>
          ))}
          {more > 0 && <li>and {more} more</li>}
        </Box>
      )}
    </FigureCard>
  );
}

function Recruiting({ d }: { d: DashboardSummary }) {
  return (
    <>
      {d.open_positions && (
        <FigureCard
          title="Open positions"
          headline={d.open_positions.count}
          caption={`${d.open_positions.openings} openings to fill`}
          to={links.positions(d.open_positions.status_id)}
          linkLabel="Open the positions"
        />
      )}
      {d.applicants_by_stage && (
        <FigureCard
          title="Applicants by stage"
          headline={d.applicants_by_stage.reduce((sum, s) => sum + s.count, 0)}
          to={links.applicants(null)}
          linkLabel="Open the applicants"
          chart={
            <CountPie
              label="Applicants by their current stage"
              slices={d.applicants_by_stage.map((s) => ({
                id: String(s.status_id ?? ''),
                label: s.status,
                value: s.count,
              }))}
              linkOf={(id) => links.applicants(id ? Number(id) : null)}
            />
          }
        >
          <CountLinks
            items={d.applicants_by_stage.map((s) => ({
              key: String(s.status_id),
              label: s.status,
              count: s.count,
              to: links.applicants(s.status_id),
            }))}
          />
        </FigureCard>
      )}
    </>
  );
}

export function DashboardPage() {
  const asOf = localToday();
  const dashboard = useDashboard(asOf);
  const d = dashboard.data;
  return (
    <>
      <PageHeader title="Dashboard" breadcrumbs={[{ label: 'Dashboard' }]} />
      {dashboard.error && <Typography color="error">{errorMessage(dashboard.error)}</Typography>}
      {dashboard.isPending && <Typography>Loading…</Typography>}
      {d && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <Revenue d={d} />
          <Aging d={d} />
          <Timesheets d={d} />
          <Placements d={d} />
          <OnLeave d={d} />
          <Recruiting d={d} />
        </Box>
      )}
    </>
  );
}
