// The invoice list filter (spec 001 §2): status and creator in both areas, client and search in
// accounts, and the invoice date range; kept in the URL.
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FilterPanel } from '../../../components/filter-panel';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';
import { useCompanyOptions } from '../../../lib/lookups';
import { useInvoiceCreators, useInvoiceStatuses } from '../api/invoices-api';
import type { InvoiceArea } from './invoice-area';

export const INVOICE_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  status_id: { kind: 'id' },
  client_id: { kind: 'id' },
  creator_id: { kind: 'id' },
  from_date: { kind: 'text' },
  to_date: { kind: 'text' },
};
const EMPTY = { search: '', status_id: '', client_id: '', creator_id: '', from_date: '', to_date: '' };

interface InvoicesFilterProps {
  area: InvoiceArea;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

export function InvoicesFilter(props: InvoicesFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.values)}>
      <InvoicesFilterForm {...props} />
    </FilterPanel>
  );
}

/** Inside the panel, which draws it when first opened (components/filter-panel.tsx). */
function InvoicesFilterForm({ area, values, onApply }: InvoicesFilterProps) {
  const form = useForm<FilterValues>({ values: { ...EMPTY, ...values } });
  const statuses = useInvoiceStatuses();
  const creators = useInvoiceCreators();
  const companies = useCompanyOptions();
  const any = { value: '', label: 'All' };
  const cell = { xs: 12, sm: 6, md: area === 'accounts' ? 4 : 3 };
  return (
    <FilterForm
      form={form}
      aria-label="Invoice filters"
      onSubmit={onApply}
      onReset={() => {
        form.reset(EMPTY);
        onApply(EMPTY);
      }}
    >
      <Grid container spacing={2}>
        {area === 'accounts' && (
          <Grid size={cell}>
            <FormTextField
              name="search"
              label="Search"
              placeholder="Invoice number or client"
              autoComplete="off"
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelect
            name="status_id"
            label="Status"
            options={[any, ...(statuses.data ?? []).map((s) => ({ value: s.id, label: s.status }))]}
          />
        </Grid>
        {area === 'accounts' && (
          <Grid size={cell}>
            <FormSelect
              name="client_id"
              label="Client"
              options={[any, ...companies.options.map((c) => ({ value: c.id, label: c.label }))]}
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelect
            name="creator_id"
            label="Created By"
            options={[any, ...(creators.data ?? []).map((c) => ({ value: c.user_id, label: c.full_name }))]}
          />
        </Grid>
        <Grid size={cell}>
          <FormDateField name="from_date" label="From" />
        </Grid>
        <Grid size={cell}>
          <FormDateField name="to_date" label="To" />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
