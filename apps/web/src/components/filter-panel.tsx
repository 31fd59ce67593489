// The filter form above a list: the surrounding form's fields, Search and Reset. Open on wide
// screens; on phones it starts folded behind a "Filters" button so the list is in view.
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export interface FilterPanelProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  onReset: () => void;
  /** Filters now applied, shown on the fold button. */
  activeCount: number;
  children: ReactNode;
  'aria-label': string;
}

export function FilterPanel<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  onReset,
  activeCount,
  children,
  'aria-label': ariaLabel,
}: FilterPanelProps<TInput, TOutput>) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
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
        <Button
          size="small"
          color="inherit"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={regionId}
          aria-label={`${open ? 'Hide' : 'Show'} filters${activeCount ? ` (${activeCount} set)` : ''}`}
          startIcon={
            <Badge badgeContent={activeCount} color="primary" aria-hidden>
              <FilterList fontSize="small" />
            </Badge>
          }
        >
          {open ? 'Hide filters' : 'Show filters'}
        </Button>
      </Box>
      <Collapse in={open} id={regionId}>
        <FormProvider {...form}>
          <Box
            component="form"
            role="search"
            aria-label={ariaLabel}
            noValidate
            onSubmit={form.handleSubmit(onSubmit, onInvalid)}
            sx={{ px: { xs: 2, md: 2.5 }, pb: 2, pt: 1 }}
          >
            {children}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
              <Button type="button" variant="outlined" color="inherit" onClick={onReset}>
                Reset
              </Button>
              <Button type="submit" variant="contained" sx={{ minWidth: 96 }}>
                Search
              </Button>
            </Box>
          </Box>
        </FormProvider>
      </Collapse>
    </Paper>
  );
}
