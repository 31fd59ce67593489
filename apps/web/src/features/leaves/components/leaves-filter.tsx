// The hrms leave list's filter (spec 001 §6: only the hrms list shows it): search, employee, leave
// type, status and a from/to range, kept in the URL with the page.
import { LEAVE_STATUSES } from '@staffdesk/shared';
import {
  dateRange,
  defineListFilter,
  queryOptions,
  searchField,
} from '../../../components/list-filter-fields';
import { useEmployeeOptions, useLeaveTypes } from '../api/leaves-api';

const useEmployees = () => useEmployeeOptions(true);

export const LEAVE_FILTER = defineListFilter({
  label: 'Leave filters',
  cell: { xs: 12, sm: 6, md: 4 },
  fields: [
    searchField('Employee or leave type'),
    {
      name: 'employee_id',
      kind: 'id',
      input: 'options',
      label: 'Employee',
      all: true,
      useOptions: queryOptions(useEmployees, (e) => ({ value: e.id, label: e.full_name })),
    },
    {
      name: 'leave_type_slug',
      kind: 'text',
      input: 'options',
      label: 'Leave Type',
      all: true,
      useOptions: queryOptions(useLeaveTypes, (t) => ({ value: t.slug, label: t.type })),
    },
    {
      name: 'status_slug',
      kind: 'text',
      input: 'select',
      label: 'Status',
      all: true,
      options: LEAVE_STATUSES.map((s) => ({ value: s.slug, label: s.status })),
    },
    ...dateRange('From date', 'To date'),
  ],
});
