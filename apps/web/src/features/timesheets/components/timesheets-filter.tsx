// The timesheet lists' filters (issue 24): hrms by month, client and status — with "No timesheet
// yet" for the month's placements that have none — and the client company by month and status.
import { TIMESHEET_STATUS_LABELS, TIMESHEET_STATUSES } from '@staffdesk/shared';
import { defineListFilter, type ListFilterField } from '../../../components/list-filter-fields';
import { recentMonths } from './timesheet-figures';

/** The status filter's value for placements with no timesheet for the month. */
export const MISSING = 'missing';

const month: ListFilterField = {
  name: 'month',
  kind: 'text',
  input: 'select',
  label: 'Month',
  all: true,
  options: recentMonths(),
};
const statuses = TIMESHEET_STATUSES.map((s) => ({ value: s, label: TIMESHEET_STATUS_LABELS[s] }));

export const HRMS_TIMESHEET_FILTER = defineListFilter({
  label: 'Filter timesheets',
  cell: { xs: 12, sm: 4 },
  fields: [
    month,
    { name: 'client_id', param: 'client', kind: 'id', input: 'companies', label: 'Client' },
    {
      name: 'status',
      kind: 'text',
      input: 'select',
      label: 'Status',
      all: true,
      options: [{ value: MISSING, label: 'No timesheet yet' }, ...statuses],
    },
  ],
});

export const COMPANY_TIMESHEET_FILTER = defineListFilter({
  label: 'Filter timesheets',
  cell: { xs: 12, sm: 6 },
  fields: [
    month,
    { name: 'status', kind: 'text', input: 'select', label: 'Status', all: true, options: statuses },
  ],
});
