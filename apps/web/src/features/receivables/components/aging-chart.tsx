// The totals by bucket as bars (@mui/x-charts). Loaded on its own (React.lazy in the page), so the
// chart library reaches only this screen, never the list pages.

import { BarChart } from '@mui/x-charts/BarChart';
import { AGING_BUCKETS, type AgingReport, formatMoney } from '@staffdesk/shared';

const COLORS = ['#2e7d32', '#f9a825', '#ef6c00', '#d84315', '#b71c1c'];

export default function AgingChart({ totals }: { totals: AgingReport['totals'] }) {
  return (
    <BarChart
      height={260}
      xAxis={[
        {
          scaleType: 'band',
          data: AGING_BUCKETS.map((b) => b.label),
          colorMap: { type: 'ordinal', colors: COLORS },
        },
      ]}
      yAxis={[
        { width: 72, valueFormatter: (v: number) => formatMoney(String(v), 'INR').replace(/\.00$/, '') },
      ]}
      series={[
        {
          data: AGING_BUCKETS.map((b) => Number(totals[b.key])),
          label: 'Balance',
          valueFormatter: (v) => (v === null ? '' : formatMoney(String(v), 'INR')),
        },
      ]}
      hideLegend
      margin={{ left: 8, right: 8 }}
    />
  );
}
