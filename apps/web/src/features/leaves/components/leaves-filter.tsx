// The hrms leave list's filter (spec 001 §6: only the hrms list shows it): search, employee, leave
// type, status and a from/to range, kept in the URL with the page.
import Grid from '@mui/material/Grid';
import { LEAVE_STATUSES } from '@staffdesk/shared';
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
import { useEmployeeOptions, useLeaveTypes } from '../api/leaves-api';

export const LEAVE_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  employee_id: { kind: 'id' },
  leave_type_slug: { kind: 'text' },
  status_slug: { kind: 'text' },
  from_date: { kind: 'text' },
  to_date: { kind: 'text' },
};
const EMPTY = {
  search: '',
  employee_id: '',
  leave_type_slug: '',
  status_slug: '',
  from_date: '',
  to_date: '',
};

interface LeavesFilterProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

export function LeavesFilter(props: LeavesFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.values)}>
      <LeavesFilterForm {...props} />
    </FilterPanel>
  );
}

/** Inside the panel, which draws it when first opened (components/filter-panel.tsx). */
function LeavesFilterForm({ values, onApply }: LeavesFilterProps) {
  const form = useForm<FilterValues>({ values: { ...EMPTY, ...values } });
  const employees = useEmployeeOptions(true);
  const types = useLeaveTypes();
  const any = { value: '', label: 'All' };
  const cell = { xs: 12, sm: 6, md: 4 };
  return (
    <FilterForm
      form={form}
      aria-label="Leave filters"
      onSubmit={onApply}
      onReset={() => {
        form.reset(EMPTY);
        onApply(EMPTY);
      }}
    >
      <Grid container spacing={2}>
        <Grid size={cell}>
          <FormTextField
            name="search"
            label="Search"
            placeholder="Employee or leave type"
            autoComplete="off"
          />
        </Grid>
        <Grid size={cell}>
          <FormSelect
            name="employee_id"
            label="Employee"
            options={[any, ...(employees.data ?? []).map((e) => ({ value: e.id, label: e.full_name }))]}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelect
            name="leave_type_slug"
            label="Leave Type"
            options={[any, ...(types.data ?? []).map((t) => ({ value: t.slug, label: t.type }))]}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelect
            name="status_slug"
            label="Status"
            options={[any, ...LEAVE_STATUSES.map((s) => ({ value: s.slug, label: s.status }))]}
          />
        </Grid>
        <Grid size={cell}>
          <FormDateField name="from_date" label="From date" />
        </Grid>
        <Grid size={cell}>
          <FormDateField name="to_date" label="To date" />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
