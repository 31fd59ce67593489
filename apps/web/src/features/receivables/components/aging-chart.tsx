// The totals by bucket as bars, on the app's own small bar chart (components/charts).
import { AGING_BUCKETS, AGING_COLORS, type AgingReport, formatMoney } from '@staffdesk/shared';
import { BarChart } from '../../../components/charts/bar-chart';

const rupees = (v: number) => formatMoney(String(v), 'INR').replace(/\.00$/, '');

export default function AgingChart({ totals }: { totals: AgingReport['totals'] }) {
  return (
    <BarChart
      label="Balance owed by days past due"
      height={220}
      categories={AGING_BUCKETS.map((b) => b.label)}
      series={[
        { label: 'Balance', color: AGING_COLORS[0], values: AGING_BUCKETS.map((b) => Number(totals[b.key])) },
      ]}
      categoryColors={AGING_COLORS}
      formatValue={(v) => formatMoney(String(v), 'INR')}
      formatTick={rupees}
    />
  );
}
