// A donut of counts (issue 23: in place of a chart library on the dashboard): the arcs from d3-shape's
// pie and arc, in an SVG that scales with its box, and the legend beside it. A click on a slice
// calls onSelect with its id.
import Box from '@mui/material/Box';
import { arc, pie } from 'd3-shape';
import { ChartLegend } from './chart-legend';

export type DonutSlice = { id: string; label: string; value: number; color?: string };

export const SLICE_COLORS = [
  '#1565c0',
  '#2e7d32',
  '#f9a825',
  '#6a1b9a',
  '#00838f',
  '#c62828',
  '#ef6c00',
  '#5d4037',
];

const RADIUS = 100;
const arcOf = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
  .innerRadius(RADIUS * 0.55)
  .outerRadius(RADIUS)
  .cornerRadius(3);

export function DonutChart({
  label,
  slices,
  size = 160,
  onSelect,
}: {
  label: string;
  slices: DonutSlice[];
  size?: number;
  onSelect?: (id: string) => void;
}) {
  const shown = slices
    .filter((s) => s.value > 0)
    .map((s, i) => ({ ...s, color: s.color ?? SLICE_COLORS[i % SLICE_COLORS.length]! }));
  const arcs = pie<(typeof shown)[number]>()
    .value((s) => s.value)
    .sort(null)
    .padAngle(shown.length > 1 ? 0.02 : 0)(shown);
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox={`${-RADIUS} ${-RADIUS} ${2 * RADIUS} ${2 * RADIUS}`}
        sx={{ width: size, height: size, flexShrink: 0 }}
        aria-hidden
      >
        {shown.length === 0 && (
          <circle r={RADIUS * 0.78} fill="none" stroke="#e0e0e0" strokeWidth={RADIUS * 0.45} />
        )}
        {arcs.map((a) => (
          <path
            key={a.data.id}
            d={arcOf(a) ?? undefined}
            fill={a.data.color}
            onClick={onSelect ? () => onSelect(a.data.id) : undefined}
            style={onSelect ? { cursor: 'pointer' } : undefined}
          >
            <title>{`${a.data.label}: ${a.data.value}`}</title>
          </path>
        ))}
      </Box>
      <ChartLegend vertical items={shown.map((s) => ({ label: s.label, color: s.color, value: s.value }))} />
    </Box>
  );
}
