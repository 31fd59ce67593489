// One figure of the dashboard: a heading, the headline number, what it is drawn with, and the link
// to the list behind it.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';

export function FigureCard({
  title,
  headline,
  caption,
  to,
  linkLabel,
  wide,
  chart,
  children,
}: {
  title: string;
  headline: ReactNode;
  caption?: string;
  to: string;
  linkLabel: string;
  wide?: boolean;
  /** A chart, loaded lazily: a placeholder of its height until its module has arrived. */
  chart?: ReactNode;
  children?: ReactNode;
}) {
  const id = `figure-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      // A chart's label never widens the page: the card clips what would stick out.
      sx={{
        p: { xs: 1.5, md: 2 },
        minWidth: 0,
        overflow: 'hidden',
        gridColumn: wide ? { md: 'span 2' } : undefined,
      }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 600, fontSize: 15 }}>
        {title}
      </Typography>
      <Link component={RouterLink} to={to} underline="hover" sx={{ display: 'block', mt: 0.5 }}>
        <Typography component="span" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.3 }}>
          {headline}
        </Typography>
      </Link>
      {caption && (
        <Typography color="text.secondary" sx={{ fontSize: 13 }}>
          {caption}
        </Typography>
      )}
      {chart && (
        <Box sx={{ mt: 1 }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>{chart}</Suspense>
        </Box>
      )}
      {children && <Box sx={{ mt: 1 }}>{children}</Box>}
      <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontSize: 14 }}>
        {linkLabel}
      </Link>
    </Paper>
  );
}

/** Counts as links, each to the list filtered to it: what a chart shows, readable and clickable. */
export function CountLinks({
  items,
}: {
  items: { key: string; label: string; count: number; to: string }[];
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25, fontSize: 14 }}
        >
          <Link
            component={RouterLink}
            to={item.to}
            underline="hover"
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {item.label}
          </Link>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {item.count}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
