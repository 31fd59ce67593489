// The positions filter (spec 000 §2 Positions, §5 "Position filter"): search, company, type,
// skills, status, location, salary range and experience. Client viewers have no company filter.
import { EXPERIENCE_UNITS } from '@staffdesk/shared';
import { defineListFilter, searchField } from '../../../components/list-filter-fields';
import type { FilterValues } from '../../../components/use-filter-params';

const YEARS = 2;

export const POSITION_FILTER = defineListFilter({
  label: 'Filter positions',
  schema: () => import('./positions-filter-schema').then((m) => m.schema),
  fields: [
    searchField('Position or company'),
    {
      name: 'company_id',
      param: 'client',
      kind: 'id',
      input: 'companies',
      label: 'Company',
      staffOnly: true,
    },
    {
      name: 'position_type_id',
      kind: 'id',
      input: 'lookup',
      lookup: 'position-types',
      label: 'Position Type',
    },
    { name: 'skill_id', kind: 'ids', input: 'lookup', lookup: 'skills', label: 'Skills', multiple: true },
    { name: 'status_id', kind: 'id', input: 'lookup', lookup: 'position-status', label: 'Status' },
    { input: 'location' },
    { name: 'min_salary', kind: 'text', input: 'text', label: 'Min Salary', numeric: true },
    { name: 'max_salary', kind: 'text', input: 'text', label: 'Max Salary', numeric: true },
    {
      name: 'experience',
      kind: 'text',
      input: 'text',
      label: 'Experience',
      numeric: true,
      maxLength: 2,
      size: { xs: 7, sm: 3, md: 2, lg: 1.5 },
    },
    {
      name: 'experience_type',
      kind: 'id',
      input: 'select',
      label: 'Unit',
      options: EXPERIENCE_UNITS.map((unit) => ({ value: unit.id, label: unit.label })),
      size: { xs: 5, sm: 3, md: 2, lg: 1.5 },
    },
  ],
  // The unit shows Year(s) until another is chosen, and only means something beside an experience.
  toForm: (values: FilterValues) => ({ ...values, experience_type: values.experience_type || YEARS }),
  toApplied: (values: FilterValues) => ({
    ...values,
    experience_type: values.experience === '' ? '' : values.experience_type,
  }),
  uncounted: ['experience_type'],
});
