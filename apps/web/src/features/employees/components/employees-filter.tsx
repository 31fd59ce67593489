// The employee list filters (spec 001 §2): search, skills and client in hrms; skills alone in the
// company area, whose client is always itself. Applied filters live in the URL.
import Grid from '@mui/material/Grid';
import type { EmployeeArea } from '@staffdesk/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FilterPanel } from '../../../components/filter-panel';
import { FormTextField } from '../../../components/form-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';
import { useCompanyOptions, useLookup } from '../../../lib/lookups';

export const EMPLOYEE_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  skill_id: { kind: 'ids' },
  client_id: { kind: 'id', param: 'client' },
};
const EMPTY: FilterValues = { search: '', skill_id: [], client_id: '' };

export interface EmployeesFilterProps {
  area: EmployeeArea;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

export function EmployeesFilter(props: EmployeesFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.values)}>
      <EmployeesFilterForm {...props} />
    </FilterPanel>
  );
}

/** Inside the panel, which draws it when first opened (filter-panel.tsx). */
function EmployeesFilterForm({ area, values, onApply }: EmployeesFilterProps) {
  const form = useForm<FilterValues>({ defaultValues: values });
  useEffect(() => form.reset(values), [form, values]);
  const skills = useLookup('skills');
  const companies = useCompanyOptions();
  const hrms = area === 'hrms';
  const cell = { xs: 12, sm: 6, md: 4 };
  return (
    <FilterForm
      aria-label="Filter employees"
      form={form}
      onSubmit={() => onApply(form.getValues())}
      onReset={() => onApply(EMPTY)}
    >
      <Grid container spacing={2}>
        {hrms && (
          <Grid size={cell}>
            <FormTextField
              name="search"
              label="Search"
              placeholder="Name, employee ID, e-mail, phone"
              autoComplete="off"
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelectOrCreate
            name="skill_id"
            label="Skills"
            multiple
            options={skills.options}
            loading={skills.loading}
          />
        </Grid>
        {hrms && (
          <Grid size={cell}>
            <FormSelectOrCreate
              name="client_id"
              label="Client"
              options={companies.options}
              loading={companies.loading}
            />
          </Grid>
        )}
      </Grid>
    </FilterForm>
  );
}
