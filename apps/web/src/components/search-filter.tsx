// A list's filter that is only a search box (clients, partners): kept in the URL as ?search=…
// beside ?page, applied with Search, cleared with Reset. A declared list filter (list-filter.tsx),
// so it draws light until first used, as the other lists' filters do.
import { memo } from 'react';
import { ListFilter, useListFilter } from './list-filter';
import { defineListFilter, searchField } from './list-filter-fields';

/** The declared search filter of one list (module level: ListFilter is memoised on it). */
export const searchFilter = (label: string, placeholder: string) =>
  defineListFilter({
    label,
    cell: { xs: 12, md: 6 },
    fields: [searchField(placeholder)],
  });

/** The applied search of the URL and a way to change it. */
export const useSearchParam = (filter: ReturnType<typeof searchFilter>) => useListFilter(filter);

export const SearchFilter = memo(function SearchFilter({
  filter,
}: {
  filter: ReturnType<typeof searchFilter>;
}) {
  return <ListFilter filter={filter} />;
});
