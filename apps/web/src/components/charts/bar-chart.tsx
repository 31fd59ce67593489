// Bars drawn with HTML boxes (issue 23): the dashboard's and the receivables page's few bars do not
// need a chart library's 94 KiB of gzip JavaScript, which kept a phone's first load of /dashboard
// busy for 300-400 ms. Heights are percentages of a round top value (d3-array's nice and ticks), so
// the bars fit any card width without measuring it. A click on a category calls onSelect.
import Box from '@mui/material/Box';
import { nice, ticks } from 'd3-array';
import { ChartLegend } from './chart-legend';

export type BarSeries = { label: string; values: number[]; color: string };

type BarChartProps = {
  /** What the chart shows, for a screen reader (the figures are in the card's links and text). */
  label: string;
  categories: string[];
  series: BarSeries[];
  /** A colour per category, for a single series (the aging buckets). */
  categoryColors?: readonly string[];
  /** The plot's height in px. */
  height?: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  onSelect?: (index: number) => void;
};

const topOf = (values: number[]) => {
  const max = Math.max(0, ...values);
  return max > 0 ? nice(0, max, 4)[1] : 1;
};
const percent = (value: number, top: number) => `${Math.max(0, (value / top) * 100)}%`;

/** Vertical bars, one group per category; a y axis with round ticks, and a legend for two series or more. */
export function BarChart({
  label,
  categories,
  series,
  categoryColors,
  height = 180,
  formatValue,
  formatTick,
  onSelect,
}: BarChartProps) {
  const top = topOf(series.flatMap((s) => s.values));
  const gridlines = ticks(0, top, 4);
  return (
    // Room above the plot for the top tick, drawn centred on its gridline.
    <Box role="img" aria-label={label} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box sx={{ position: 'relative', height, minWidth: 40 }} aria-hidden>
          {gridlines.map((tick) => (
            <Box
              key={tick}
              component="span"
              sx={{
                position: 'absolute',
                right: 0,
                bottom: percent(tick, top),
                transform: 'translateY(50%)',
                fontSize: 11,
                color: 'text.secondary',
                whiteSpace: 'nowrap',
              }}
            >
              {formatTick(tick)}
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative', height, display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
          {gridlines.map((tick) => (
            <Box
              key={tick}
              aria-hidden
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: percent(tick, top),
                borderTop: 1,
                borderColor: 'divider',
                opacity: 0.6,
              }}
            />
          ))}
          {categories.map((category, index) => (
            <Box
              key={category}
              onClick={onSelect ? () => onSelect(index) : undefined}
              sx={{
                position: 'relative',
                flex: 1,
                display: 'flex',
                alignItems: 'flex-end',
                justifyContent: 'center',
                gap: '2px',
                px: 0.5,
                cursor: onSelect ? 'pointer' : undefined,
                '&:hover': onSelect ? { bgcolor: 'action.hover' } : undefined,
              }}
            >
              {series.map((s) => (
                <Box
                  key={s.label}
                  title={`${category}, ${s.label}: ${formatValue(s.values[index] ?? 0)}`}
                  sx={{
                    flex: 1,
                    maxWidth: 28,
                    height: percent(s.values[index] ?? 0, top),
                    bgcolor: categoryColors?.[index] ?? s.color,
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              ))}
            </Box>
          ))}
        </Box>
        <span />
        <Box sx={{ display: 'flex' }} aria-hidden>
          {categories.map((category) => (
            <Box
              key={category}
              sx={{
                flex: 1,
                textAlign: 'center',
                fontSize: 11,
                color: 'text.secondary',
                pt: 0.5,
                minWidth: 0,
              }}
            >
              {category}
            </Box>
          ))}
        </Box>
      </Box>
      {series.length > 1 && <ChartLegend items={series.map((s) => ({ label: s.label, color: s.color }))} />}
    </Box>
  );
}

/** Horizontal bars, one per category, each with its value written beside it. */
export function BarList({
  label,
  categories,
  values,
  colors,
  formatValue,
  onSelect,
}: {
  label: string;
  categories: string[];
  values: number[];
  colors: readonly string[];
  formatValue: (value: number) => string;
  onSelect?: (index: number) => void;
}) {
  const top = topOf(values);
  return (
    <Box role="img" aria-label={label} sx={{ display: 'grid', gap: 0.75 }}>
      {categories.map((category, index) => (
        <Box
          key={category}
          onClick={onSelect ? () => onSelect(index) : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: '84px minmax(0, 1fr)',
            alignItems: 'center',
            columnGap: 1,
            fontSize: 12,
            cursor: onSelect ? 'pointer' : undefined,
          }}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {category}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <Box
              sx={{
                height: 14,
                width: percent(values[index] ?? 0, top),
                minWidth: (values[index] ?? 0) > 0 ? 2 : 0,
                maxWidth: '70%',
                bgcolor: colors[index],
                borderRadius: '0 2px 2px 0',
              }}
            />
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatValue(values[index] ?? 0)}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
