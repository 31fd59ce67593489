// A declared list filter (list-filter-fields.ts) in its panel: the applied values live in the URL
// (useListFilter), the form loads as its own chunk when the panel first opens.
import { lazy } from 'react';
import { FilterPanel } from './filter-panel';
import type { ListFilterDeclaration } from './list-filter-fields';
import { activeFilterCount, useFilterParams } from './use-filter-params';

/** The applied filter of the URL and a way to change it. */
export const useListFilter = (filter: ListFilterDeclaration) => useFilterParams(filter.params);

const ListFilterForm = lazy(() => import('./list-filter-form').then((m) => ({ default: m.ListFilterForm })));

export function ListFilter({ filter }: { filter: ListFilterDeclaration }) {
  const [values] = useListFilter(filter);
  const applied = filter.toApplied ? filter.toApplied(values) : values;
  return (
    <FilterPanel activeCount={activeFilterCount(applied, filter.uncounted)}>
      <ListFilterForm filter={filter} />
    </FilterPanel>
  );
}
