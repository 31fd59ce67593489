// The dashboard's charts, on the app's own small bars and donut (components/charts). Clicking a bar
// or a slice opens the list behind it; the card's links say the same for a keyboard or a screen reader.
import { AGING_BUCKETS, AGING_COLORS, type DashboardSummary, formatMoney } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { BarChart, BarList } from '../../../components/charts/bar-chart';
import { DonutChart, type DonutSlice } from '../../../components/charts/donut-chart';

// Axis ticks in lakh and crore (₹5L, ₹1.3Cr), as Indian readers expect: short enough for a phone.
const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const short = (v: number) => compact.format(v);
const full = (v: number) => formatMoney(String(v), 'INR');
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
      label="Revenue and margin by month"
      height={200}
      categories={months.map((m) => monthLabel(m.month))}
      series={[
        { label: 'Revenue', color: '#1565c0', values: months.map((m) => Number(m.revenue)) },
        { label: 'Margin', color: '#2e7d32', values: months.map((m) => Number(m.margin)) },
      ]}
      formatValue={full}
      formatTick={short}
      onSelect={(index) => {
        const month = months[index];
        if (month) navigate(linkOf(month.month));
      }}
    />
  );
}

export function AgingBars({
  totals,
  link,
}: {
  totals: NonNullable<DashboardSummary['aging']>;
  link: string;
}) {
  const navigate = useNavigate();
  return (
    <BarList
      label="Balance owed by days past due"
      categories={AGING_BUCKETS.map((b) => b.label)}
      values={AGING_BUCKETS.map((b) => Number(totals[b.key]))}
      colors={AGING_COLORS}
      formatValue={short}
      onSelect={() => navigate(link)}
    />
  );
}

export function CountPie({
  label,
  slices,
  linkOf,
}: {
  label: string;
  slices: DonutSlice[];
  linkOf: (id: string) => string;
}) {
  const navigate = useNavigate();
  return <DonutChart label={label} slices={slices} onSelect={(id) => navigate(linkOf(id))} />;
}
