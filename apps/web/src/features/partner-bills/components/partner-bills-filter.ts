// The bills' filter (issue 25): the month (the last 24), the status, and for accounts the partner.
import { PARTNER_BILL_STATUS_LABELS, PARTNER_BILL_STATUSES } from '@staffdesk/shared';
import {
  defineListFilter,
  type ListFilterDeclaration,
  type ListFilterField,
} from '../../../components/list-filter-fields';
import { partnerField } from '../../placements/components/placements-filter';
import type { BillArea } from './partner-bills-area';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' for this month and the 23 before it, newest first. */
export function recentMonths(today = new Date(), count = 24) {
  const months: { value: string; label: string }[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    months.push({ value, label: `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}` });
  }
  return months;
}

const month: ListFilterField = {
  name: 'month',
  kind: 'text',
  input: 'select',
  label: 'Month',
  all: true,
  options: recentMonths(),
};
const status: ListFilterField = {
  name: 'status',
  kind: 'text',
  input: 'select',
  label: 'Status',
  all: true,
  options: PARTNER_BILL_STATUSES.map((s) => ({ value: s, label: PARTNER_BILL_STATUS_LABELS[s] })),
};

export const BILL_FILTERS: Record<BillArea, ListFilterDeclaration> = {
  accounts: defineListFilter({
    label: 'Filter bills',
    cell: { xs: 12, sm: 4 },
    fields: [month, partnerField, status],
  }),
  partner: defineListFilter({ label: 'Filter bills', cell: { xs: 12, sm: 6 }, fields: [month, status] }),
};
