// The dashboard's charts (@mui/x-charts), in one module the page loads lazily, so the chart library
// reaches this screen alone. Clicking a bar or a slice opens the list behind it.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { AGING_BUCKETS, type DashboardSummary, formatMoney } from '@staffdesk/shared';
import { useNavigate } from 'react-router';

// Axis ticks in lakh and crore (₹5L, ₹1.3Cr), as Indian readers expect: short enough that the last
// tick of a phone-wide chart stays inside it (₹10,00,000 pushed the page 23 px sideways).
const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const short = (v: number | null) => (v === null ? '' : compact.format(v));
const full = (v: number | null) => (v === null ? '' : formatMoney(String(v), 'INR'));
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', timeZone: 'UTC' });

export function RevenueChart({
  months,
  linkOf,
}: {
  months: NonNullable<DashboardSummary['revenue_by_month']>;
  linkOf: (month: string) => string;
}) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
      yAxis={[{ width: 56, valueFormatter: short }]}
      series={[
        {
          data: months.map((m) => Number(m.revenue)),
          label: 'Revenue',
          color: '#1565c0',
          valueFormatter: full,
        },
        {
          data: months.map((m) => Number(m.margin)),
          label: 'Margin',
          color: '#2e7d32',
          valueFormatter: full,
        },
      ]}
      onAxisClick={(_, item) => {
        const month = months[item?.dataIndex ?? -1];
        if (month) navigate(linkOf(month.month));
      }}
      margin={{ left: 4, right: 8 }}
    />
  );
}

const AGING_COLORS = ['#2e7d32', '#f9a825', '#ef6c00', '#d84315', '#b71c1c'];

export function AgingBars({
  totals,
  link,
}: {
  totals: NonNullable<DashboardSummary['aging']>;
  link: string;
}) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={220}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: AGING_BUCKETS.map((b) => b.label),
          width: 84,
          colorMap: { type: 'ordinal', colors: AGING_COLORS },
        },
      ]}
      xAxis={[{ valueFormatter: short, tickNumber: 3 }]}
      series={[
        { data: AGING_BUCKETS.map((b) => Number(totals[b.key])), label: 'Balance', valueFormatter: full },
      ]}
      hideLegend
      onAxisClick={() => navigate(link)}
      margin={{ left: 4, right: 16 }}
    />
  );
}

export function CountPie({
  slices,
  linkOf,
}: {
  slices: { id: string; label: string; value: number; color?: string }[];
  linkOf: (id: string) => string;
}) {
  const navigate = useNavigate();
  return (
    <PieChart
      height={200}
      series={[
        {
          data: slices.filter((s) => s.value > 0),
          innerRadius: 48,
          paddingAngle: 1,
          cornerRadius: 3,
        },
      ]}
      onItemClick={(_, item) => {
        const slice = slices.filter((s) => s.value > 0)[item.dataIndex];
        if (slice) navigate(linkOf(slice.id));
      }}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
