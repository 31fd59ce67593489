// The form inside a filter panel (filter-panel.tsx): the surrounding form's fields, Search and Reset.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export interface FilterFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  onReset: () => void;
  children: ReactNode;
  'aria-label': string;
}

export function FilterForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  onReset,
  children,
  'aria-label': ariaLabel,
}: FilterFormProps<TInput, TOutput>) {
  return (
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
  );
}
