// The filter panel above a list: a "Filters" heading with its fold button, and the filter form
// below. Open on wide screens; on phones it starts folded behind the button so the list is in
// view. The form (react-hook-form, the shared schema, the selects and autocompletes) is its own
// chunk, loaded the first time the panel is open: a phone shows the list without downloading it.
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

export interface FilterPanelProps {
  /** Filters now applied, shown on the fold button. */
  activeCount: number;
  /** The form (usually a lazy component: it loads when the panel first opens). */
  children: ReactNode;
}

export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  // Once drawn, the form stays (folded) so what was typed is kept.
  const [drawn, setDrawn] = useState(wide);
  const regionId = useId();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 2.5 },
          py: 1,
        }}
      >
        <Typography variant="h4" component="h2" sx={{ fontSize: '1rem' }}>
          Filters
        </Typography>
        {/* Named by its text; the count badge is drawn only when filters are set (a hidden "0"
            would still be text), and read as "(2 set)". */}
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            setOpen((value) => !value);
            setDrawn(true);
          }}
          aria-expanded={open}
          aria-controls={regionId}
          startIcon={
            activeCount > 0 ? (
              <Badge badgeContent={activeCount} color="primary" aria-hidden>
                <FilterList fontSize="small" />
              </Badge>
            ) : (
              <FilterList fontSize="small" />
            )
          }
        >
          {open ? 'Hide filters' : 'Show filters'}
          {activeCount > 0 && (
            <>
              {' '}
              <Box component="span" sx={VISUALLY_HIDDEN}>{`(${activeCount} set)`}</Box>
            </>
          )}
        </Button>
      </Box>
      <Collapse in={open} id={regionId}>
        {drawn && (
          <Suspense fallback={<LinearProgress aria-label="Loading the filters" sx={{ mx: 2.5, mb: 2 }} />}>
            {children}
          </Suspense>
        )}
      </Collapse>
    </Paper>
  );
}
