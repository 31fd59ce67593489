// hrms's filter of the claims list: employee and status, kept in the URL (?user_id=…&status_id=…).
import { defineListFilter, queryOptions } from '../../../components/list-filter-fields';
import { useClaimants, useReimbursementStatuses } from '../api/reimbursements-api';

export const REIMBURSEMENT_FILTER = defineListFilter({
  label: 'Reimbursement filters',
  cell: { xs: 12, sm: 6 },
  fields: [
    {
      name: 'user_id',
      kind: 'id',
      input: 'options',
      label: 'Employee',
      all: true,
      useOptions: queryOptions(useClaimants, (c) => ({
        value: c.user_id,
        label: `${c.full_name} (${c.email})`,
      })),
    },
    {
      name: 'status_id',
      kind: 'id',
      input: 'options',
      label: 'Status',
      all: true,
      useOptions: queryOptions(useReimbursementStatuses, (s) => ({ value: s.id, label: s.status })),
    },
  ],
});
