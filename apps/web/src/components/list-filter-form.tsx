// The form of a declared list filter (list-filter.tsx): one grid cell per field, Search applies
// the form's values to the URL, Reset empties them. Client viewers get no staff-only fields.
import Grid, { type GridProps } from '@mui/material/Grid';
import { isClientViewer } from '@staffdesk/shared';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type FieldErrors, useForm, useFormContext } from 'react-hook-form';
import { useAccess } from '../lib/access';
import { useCompanyOptions, useLookup } from '../lib/lookups';
import { FilterForm } from './filter-form';
import { filterResolver } from './filter-resolver';
import { FormSelect, FormTextField } from './form-fields';
import { FormLocationFields } from './form-location-fields';
import { FormSelectOrCreate } from './form-select-or-create';
import type { ListFilterDeclaration, ListFilterField } from './list-filter-fields';
import { type FilterValues, useFilterParams } from './use-filter-params';

// The date pickers (MUI X, dayjs) load only for lists that filter by date: this form is the one
// filter chunk of every list, and positions and applicants have no date field.
const FormDateField = lazy(() => import('./form-date-field').then((m) => ({ default: m.FormDateField })));

const CELL: GridProps['size'] = { xs: 12, sm: 6, md: 4, lg: 3 };
/** The empty choice of a select: no filter on it. */
const ALL = { value: '', label: 'All' };
const same = (values: FilterValues) => values;

export function ListFilterForm({ filter }: { filter: ListFilterDeclaration }) {
  const [values, apply] = useFilterParams(filter.params);
  const { user } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const clientViewer = !!user && isClientViewer(user);
  const toForm = filter.toForm ?? same;
  const toApplied = filter.toApplied ?? same;
  // One resolver per form: it loads a lazy schema once.
  const [resolver] = useState(() => filterResolver<FilterValues>(filter.schema));
  const form = useForm<FilterValues>({
    // The form holds the URL's raw values; the schema only checks them (e.g. a reversed range).
    resolver,
    defaultValues: toForm(values),
  });
  // Back/forward or a link changes the applied filter: show it.
  useEffect(() => form.reset(toForm(values)), [form, values, toForm]);

  const toast = (errors: FieldErrors<FilterValues>) => {
    const messages = new Set(Object.values(errors).map((error) => error?.message));
    for (const message of filter.toastErrors ?? [])
      if (messages.has(message)) enqueueSnackbar(message, { variant: 'error' });
  };
  const cell = filter.cell ?? CELL;
  return (
    <FilterForm
      aria-label={filter.label}
      form={form}
      onSubmit={() => apply(toApplied(form.getValues()))}
      onInvalid={toast}
      onReset={() => {
        form.reset(toForm(filter.empty));
        apply(filter.empty);
      }}
    >
      <Grid container spacing={2}>
        {filter.fields
          .filter((field) => !(field.staffOnly && clientViewer))
          .map((field) =>
            field.input === 'location' ? (
              <FormLocationFields key="location" size={cell} />
            ) : (
              <Grid key={field.name} size={field.size ?? cell}>
                <FilterInput field={field} />
              </Grid>
            ),
          )}
      </Grid>
    </FilterForm>
  );
}

function FilterInput({ field }: { field: Exclude<ListFilterField, { input: 'location' }> }) {
  switch (field.input) {
    case 'text':
      return (
        <FormTextField
          name={field.name}
          label={field.label}
          placeholder={field.placeholder}
          autoComplete="off"
          slotProps={
            field.numeric || field.maxLength
              ? {
                  htmlInput: { inputMode: field.numeric ? 'numeric' : undefined, maxLength: field.maxLength },
                }
              : undefined
          }
        />
      );
    case 'lookup':
      return (
        <LookupInput name={field.name} label={field.label} lookup={field.lookup} multiple={field.multiple} />
      );
    case 'companies':
      return <CompaniesInput name={field.name} label={field.label} clears={field.clears} />;
    case 'select':
      return (
        <FormSelect
          name={field.name}
          label={field.label}
          options={field.all ? [ALL, ...field.options] : field.options}
        />
      );
    case 'options':
      return <OptionsInput {...field} />;
    case 'date':
      return (
        <Suspense fallback={<FormTextField name={field.name} label={field.label} disabled />}>
          <FormDateField name={field.name} label={field.label} />
        </Suspense>
      );
    case 'custom':
      return <field.component />;
  }
}

function OptionsInput({ name, label, useOptions, all }: Extract<ListFilterField, { input: 'options' }>) {
  const { options, loading } = useOptions();
  return (
    <FormSelect name={name} label={label} options={all ? [ALL, ...options] : options} loading={loading} />
  );
}

function LookupInput({
  lookup,
  ...props
}: {
  name: string;
  label: string;
  lookup: Parameters<typeof useLookup>[0];
  multiple?: boolean;
}) {
  const { options, loading } = useLookup(lookup);
  return <FormSelectOrCreate {...props} options={options} loading={loading} />;
}

function CompaniesInput({ name, label, clears = [] }: { name: string; label: string; clears?: string[] }) {
  const { setValue } = useFormContext();
  const { options, loading } = useCompanyOptions();
  return (
    <FormSelectOrCreate
      name={name}
      label={label}
      options={options}
      loading={loading}
      onValueChange={() => {
        for (const dependent of clears) setValue(dependent, '');
      }}
    />
  );
}
