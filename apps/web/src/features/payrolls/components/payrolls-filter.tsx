// The payroll list filter (spec 001 §2): search (hrms only) and the payslip date range, kept in the URL.
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FilterPanel } from '../../../components/filter-panel';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-fields';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';

export const PAYROLL_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  from_date: { kind: 'text' },
  to_date: { kind: 'text' },
};
const EMPTY = { search: '', from_date: '', to_date: '' };

interface PayrollsFilterProps {
  /** hrms searches by employee; an employee has only its own payslips. */
  searchable: boolean;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

export function PayrollsFilter(props: PayrollsFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.values)}>
      <PayrollsFilterForm {...props} />
    </FilterPanel>
  );
}

/** Inside the panel, which draws it when first opened (components/filter-panel.tsx). */
function PayrollsFilterForm({ searchable, values, onApply }: PayrollsFilterProps) {
  const form = useForm<FilterValues>({ values: { ...EMPTY, ...values } });
  const cell = { xs: 12, sm: 6, md: searchable ? 4 : 6 };
  return (
    <FilterForm
      form={form}
      aria-label="Payroll filters"
      onSubmit={onApply}
      onReset={() => {
        form.reset(EMPTY);
        onApply(EMPTY);
      }}
    >
      <Grid container spacing={2}>
        {searchable && (
          <Grid size={cell}>
            <FormTextField
              name="search"
              label="Search"
              placeholder="Name, e-mail or employee ID"
              autoComplete="off"
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormDateField name="from_date" label="From Date" />
        </Grid>
        <Grid size={cell}>
          <FormDateField name="to_date" label="To Date" />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
