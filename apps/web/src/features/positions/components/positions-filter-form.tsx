// The positions filter form (spec 000 §2 Positions, §5 "Position filter"): search, company, type,
// skills, status, location, salary range and experience. Client viewers have no company filter.
// Loaded when the filter panel first opens (positions-filter.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { EXPERIENCE_UNITS, isClientViewer, positionFilterBody } from '@staffdesk/shared';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { FormLocationFields } from '../../../components/form-location-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { FilterValues } from '../../../components/use-filter-params';
import { useAccess } from '../../../lib/access';
import { useCompanyOptions, useLookup } from '../../../lib/lookups';
import { EMPTY_POSITION_FILTER, type PositionsFilterProps, toApplied } from './positions-filter';

const YEARS = 2;
const UNIT_OPTIONS = EXPERIENCE_UNITS.map((unit) => ({ value: unit.id, label: unit.label }));

/** The form's values: the unit shows Year(s) until another is chosen. */
const toForm = (values: FilterValues): FilterValues => ({
  ...values,
  experience_type: values.experience_type || YEARS,
});

export function PositionsFilterForm({ values, onApply }: PositionsFilterProps) {
  const { user } = useAccess();
  const clientViewer = !!user && isClientViewer(user);
  const form = useForm<FilterValues>({
    // The form holds the URL's raw values; the schema only checks them (e.g. the salary range).
    resolver: zodResolver(positionFilterBody.unwrap()) as unknown as Resolver<FilterValues>,
    defaultValues: toForm(values),
  });
  // Back/forward or a link changes the applied filter: show it.
  useEffect(() => form.reset(toForm(values)), [form, values]);

  const companies = useCompanyOptions();
  const positionTypes = useLookup('position-types');
  const skills = useLookup('skills');
  const statuses = useLookup('position-status');

  const cell = { xs: 12, sm: 6, md: 4, lg: 3 };
  return (
    <FilterForm
      aria-label="Filter positions"
      form={form}
      onSubmit={() => onApply(toApplied(form.getValues()))}
      onReset={() => onApply(EMPTY_POSITION_FILTER)}
    >
      <Grid container spacing={2}>
        <Grid size={cell}>
          <FormTextField name="search" label="Search" placeholder="Position or company" />
        </Grid>
        {!clientViewer && (
          <Grid size={cell}>
            <FormSelectOrCreate
              name="company_id"
              label="Company"
              options={companies.options}
              loading={companies.loading}
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelectOrCreate
            name="position_type_id"
            label="Position Type"
            options={positionTypes.options}
            loading={positionTypes.loading}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelectOrCreate
            name="skill_id"
            label="Skills"
            multiple
            options={skills.options}
            loading={skills.loading}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelectOrCreate
            name="status_id"
            label="Status"
            options={statuses.options}
            loading={statuses.loading}
          />
        </Grid>
        <FormLocationFields size={cell} />
        <Grid size={cell}>
          <FormTextField
            name="min_salary"
            label="Min Salary"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={cell}>
          <FormTextField
            name="max_salary"
            label="Max Salary"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 3, md: 2, lg: 1.5 }}>
          <FormTextField
            name="experience"
            label="Experience"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
        </Grid>
        <Grid size={{ xs: 5, sm: 3, md: 2, lg: 1.5 }}>
          <FormSelect name="experience_type" label="Unit" options={UNIT_OPTIONS} />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
