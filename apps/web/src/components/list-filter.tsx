// A declared list filter (list-filter-fields.ts) in its panel: the applied values live in the URL
// (useListFilter). The form first draws light fields (light-filter-form.tsx); the real fields
// (react-hook-form, selects, autocompletes: their own chunk) load on first use and take over inside
// the same form element, or load at once when the applied filter needs them (a chosen lookup, a
// date field).
import LinearProgress from '@mui/material/LinearProgress';
import { isClientViewer } from '@staffdesk/shared';
import { type FormEvent, memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAccess } from '../lib/access';
import { FilterFormFrame } from './filter-form-frame';
import { FilterPanel } from './filter-panel';
import { type FilterHandoff, LightFilterFields, lightFits } from './light-filter-form';
import type { ListFilterDeclaration } from './list-filter-fields';
import type { FilterFormActions, ListFilterFields as RealFields } from './list-filter-form';
import { activeFilterCount, type FilterValues, useFilterParams } from './use-filter-params';

/** The applied filter of the URL and a way to change it. */
export const useListFilter = (filter: ListFilterDeclaration) => useFilterParams(filter.params);

const same = (values: FilterValues) => values;

/** The real fields once loaded: later lists draw them at once. */
let loaded: typeof RealFields | undefined;
const loadFields = () =>
  import('./list-filter-form').then((m) => {
    loaded = m.ListFilterFields;
    return loaded;
  });

/** Memoised: a list's page re-renders when its rows arrive, and the filter has nothing new to draw. */
export const ListFilter = memo(function ListFilter({ filter }: { filter: ListFilterDeclaration }) {
  const [values] = useListFilter(filter);
  const applied = filter.toApplied ? filter.toApplied(values) : values;
  return (
    <FilterPanel activeCount={activeFilterCount(applied, filter.uncounted)}>
      <ListFilterForm filter={filter} />
    </FilterPanel>
  );
});

function ListFilterForm({ filter }: { filter: ListFilterDeclaration }) {
  const [values, apply] = useListFilter(filter);
  const { user } = useAccess();
  const clientViewer = !!user && isClientViewer(user);
  const formValues = (filter.toForm ?? same)(values);
  const light = lightFits(filter, formValues, clientViewer);
  const [Fields, setFields] = useState(() => loaded);
  const [resets, setResets] = useState(0);
  const actions = useRef<FilterFormActions>(undefined);
  const handoff = useRef<FilterHandoff>(undefined);
  const submitted = useRef(false);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadFields().then(
      // A transition: the light fields stay until the real ones (and any lazy field) are ready.
      (Loaded) => startTransition(() => setFields(() => Loaded)),
      (error: unknown) => {
        loading.current = false; // the next use tries again
        console.error(error);
      },
    );
  }, []);
  useEffect(() => {
    if (!Fields && !light) load();
  }, [Fields, light, load]);

  if (!Fields && !light) return <LinearProgress aria-label="Loading the filters" sx={{ mx: 2.5, mb: 2 }} />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (actions.current) return actions.current.submit(event);
    // Before the real fields are there: they search as they take over.
    event.preventDefault();
    submitted.current = true;
    load();
  };
  const onReset = () => {
    if (actions.current) return actions.current.reset();
    apply(filter.empty);
    setResets((count) => count + 1);
  };
  return (
    <FilterFormFrame
      aria-label={filter.label}
      onSubmit={onSubmit}
      onReset={onReset}
      // The first sign of use loads the real fields.
      listeners={
        Fields ? undefined : { onPointerEnter: load, onPointerDown: load, onFocus: load, onKeyDown: load }
      }
    >
      {Fields ? (
        <Fields filter={filter} actions={actions} handoff={handoff} />
      ) : (
        <LightFilterFields
          // Back/forward or a link changes the applied filter, or Reset: draw it afresh.
          key={`${JSON.stringify(formValues)}/${resets}`}
          filter={filter}
          values={formValues}
          clientViewer={clientViewer}
          submitted={submitted}
          handoff={handoff}
        />
      )}
    </FilterFormFrame>
  );
}
