// The form inside a filter panel (filter-panel.tsx): the surrounding form's fields, Search and Reset.
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { FilterFormFrame } from './filter-form-frame';

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
      <FilterFormFrame
        aria-label={ariaLabel}
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        onReset={onReset}
      >
        {children}
      </FilterFormFrame>
    </FormProvider>
  );
}
