// The fields of a declared list filter (list-filter.tsx draws the form around them): one grid cell
// per field, Search applies the form's values to the URL, Reset empties them. Client viewers get
// no staff-only fields. They take over from the light fields (light-filter-form.tsx) on first use.
import Grid, { type GridProps } from '@mui/material/Grid';
import { isClientViewer } from '@staffdesk/shared';
import {
  type FormEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useAccess } from '../lib/access';
import { useCompanyOptions, useLookup } from '../lib/lookups';
import { useSnackbar } from '../lib/toasts';
import { formFields } from './filter-form-frame';
import { filterResolver } from './filter-resolver';
import { FormSelect, FormTextField } from './form-fields';
import { FormLocationFields } from './form-location-fields';
import { FormSelectOrCreate } from './form-select-or-create';
import { DEFAULT_CELL, type FilterHandoff } from './light-filter-form';
import type { ListFilterDeclaration, ListFilterField } from './list-filter-fields';
import { type FilterValues, useFilterParams } from './use-filter-params';

// The date pickers (MUI X, dayjs) load only for lists that filter by date: this form is the one
// filter chunk of every list, and positions and applicants have no date field.
const FormDateField = lazy(() => import('./form-date-field').then((m) => ({ default: m.FormDateField })));

const CELL: GridProps['size'] = DEFAULT_CELL;
/** The empty choice of a select: no filter on it. */
const ALL = { value: '', label: 'All' };
const same = (values: FilterValues) => values;

/** What the surrounding form's Search and Reset do while these fields are shown. */
export interface FilterFormActions {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
}

export function ListFilterFields({
  filter,
  actions,
  handoff,
}: {
  filter: ListFilterDeclaration;
  actions: RefObject<FilterFormActions | undefined>;
  /** What the light fields held when these took over (light-filter-form.tsx); read once. */
  handoff: RefObject<FilterHandoff | undefined>;
}) {
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
  // Back/forward or a link changes the applied filter: show it (not on mount: what was typed stays).
  const shown = useRef(values);
  useEffect(() => {
    if (shown.current === values) return;
    shown.current = values;
    form.reset(toForm(values));
  }, [form, values, toForm]);
  const gridRef = useRef<HTMLDivElement>(null);
  // Set on commit, not in render: a render that React throws away (e.g. an interrupted
  // transition) must not leave Search calling a form that never mounted.
  useLayoutEffect(() => {
    actions.current = {
      submit: form.handleSubmit(() => apply(toApplied(form.getValues())), toast),
      reset: () => {
        form.reset(toForm(filter.empty));
        apply(filter.empty);
      },
    };
  });
  // Before the first paint, so the light form's place shows this one with what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when taking over from the light form.
  useLayoutEffect(() => {
    const taken = handoff.current;
    if (!taken) return;
    handoff.current = undefined;
    for (const [name, value] of Object.entries(taken.values))
      if (form.getValues(name) !== value) form.setValue(name, value);
    takeOver(gridRef.current?.closest('form') ?? null, taken);
  }, []);

  const toast = (errors: FieldErrors<FilterValues>) => {
    const messages = new Set(Object.values(errors).map((error) => error?.message));
    for (const message of filter.toastErrors ?? [])
      if (messages.has(message)) enqueueSnackbar(message, { variant: 'error' });
  };
  const cell = filter.cell ?? CELL;
  return (
    <FormProvider {...form}>
      <Grid container spacing={2} ref={gridRef}>
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
    </FormProvider>
  );
}

/** The light fields' focus, caret, typed search and pending Search, carried over to these. */
function takeOver(root: HTMLFormElement | null, handoff: FilterHandoff | undefined) {
  if (!root || !handoff) return;
  const { focus } = handoff;
  const target = focus ? formFields(root)[focus.index] : undefined;
  if (focus && target) {
    target.focus();
    if (target instanceof HTMLInputElement && !focus.typed && focus.start !== null && focus.end !== null)
      target.setSelectionRange(focus.start, focus.end);
    // After this commit's effects (a select finds its anchor in an effect): what the light field was
    // asked for, the real one does.
    setTimeout(() => {
      if (document.activeElement !== target) return;
      if (focus.typed && target instanceof HTMLInputElement) {
        // Typed into a light autocomplete: type it into the real one, which opens on it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, focus.typed);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      } else if (focus.open) {
        // Pressed a light select or autocomplete: open the real one, as the press would have.
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        );
      }
    });
  }
  if (handoff.submit) root.requestSubmit();
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
