// A list's filter that is only a search box (clients, partners): kept in the URL as ?search=…
// beside ?page, applied with Search, cleared with Reset.
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { FilterForm } from './filter-form';
import { FilterPanel } from './filter-panel';
import { FormTextField } from './form-fields';
import { type FilterFields, useFilterParams } from './use-filter-params';

export const SEARCH_FILTER: FilterFields = { search: { kind: 'text' } };

/** The applied search of the URL and a way to change it. */
export const useSearchParam = () => useFilterParams(SEARCH_FILTER);

export function SearchFilter({ label, placeholder }: { label: string; placeholder?: string }) {
  const [values] = useSearchParam();
  return (
    <FilterPanel activeCount={values.search ? 1 : 0}>
      <SearchFilterForm label={label} placeholder={placeholder} />
    </FilterPanel>
  );
}

/** Inside the panel, which draws it when first opened (filter-panel.tsx). */
function SearchFilterForm({ label, placeholder }: { label: string; placeholder?: string }) {
  const [values, apply] = useSearchParam();
  const form = useForm<{ search: string }>({ values: { search: String(values.search ?? '') } });
  return (
    <FilterForm
      form={form}
      aria-label={label}
      onSubmit={(next) => apply({ search: next.search })}
      onReset={() => {
        form.reset({ search: '' });
        apply({ search: '' });
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField name="search" label="Search" placeholder={placeholder} autoComplete="off" />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
