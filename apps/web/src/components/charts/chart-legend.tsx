// A chart's legend: a colour swatch and a label per series or slice, with an optional value.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function ChartLegend({
  items,
  vertical = false,
}: {
  items: { label: string; color: string; value?: ReactNode }[];
  vertical?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-hidden
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: vertical ? 0 : 1,
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: 'wrap',
        gap: vertical ? 0.5 : 1.5,
        fontSize: 12,
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
        >
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color, flexShrink: 0 }} />
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {item.label}
            {item.value !== undefined && <> ({item.value})</>}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
