// The employee list filters (spec 001 §2): search, skills and client in hrms; skills alone in the
// company area, whose client is always itself (its URL's other parameters are not read).
import {
  defineListFilter,
  type ListFilterDeclaration,
  type ListFilterField,
  searchField,
} from '../../../components/list-filter-fields';

const skills: ListFilterField = {
  name: 'skill_id',
  kind: 'ids',
  input: 'lookup',
  lookup: 'skills',
  label: 'Skills',
  multiple: true,
};
const cell = { xs: 12, sm: 6, md: 4 };

export const EMPLOYEE_FILTERS: Record<'hrms' | 'company', ListFilterDeclaration> = {
  hrms: defineListFilter({
    label: 'Filter employees',
    cell,
    fields: [
      searchField('Name, employee ID, e-mail, phone'),
      skills,
      { name: 'client_id', param: 'client', kind: 'id', input: 'companies', label: 'Client' },
    ],
  }),
  company: defineListFilter({ label: 'Filter employees', cell, fields: [skills] }),
};
