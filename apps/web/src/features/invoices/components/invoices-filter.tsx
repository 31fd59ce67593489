// The invoice list filter (spec 001 §2): status and creator in both areas, client and search in
// accounts, and the invoice date range; kept in the URL.
import {
  dateRange,
  defineListFilter,
  type ListFilterDeclaration,
  type ListFilterField,
  queryOptions,
  searchField,
} from '../../../components/list-filter-fields';
import { useInvoiceCreators, useInvoiceStatuses } from '../api/invoices-api';
import type { InvoiceArea } from './invoice-area';

const status: ListFilterField = {
  name: 'status_id',
  kind: 'id',
  input: 'options',
  label: 'Status',
  all: true,
  useOptions: queryOptions(useInvoiceStatuses, (s) => ({ value: s.id, label: s.status })),
};
const creator: ListFilterField = {
  name: 'creator_id',
  kind: 'id',
  input: 'options',
  label: 'Created By',
  all: true,
  useOptions: queryOptions(useInvoiceCreators, (c) => ({ value: c.user_id, label: c.full_name })),
};
const dates = dateRange('From', 'To');

export const INVOICE_FILTERS: Record<InvoiceArea, ListFilterDeclaration> = {
  accounts: defineListFilter({
    label: 'Invoice filters',
    cell: { xs: 12, sm: 6, md: 4 },
    fields: [
      searchField('Invoice number or client'),
      status,
      { name: 'client_id', kind: 'id', input: 'companies', label: 'Client' },
      creator,
      ...dates,
    ],
  }),
  company: defineListFilter({
    label: 'Invoice filters',
    cell: { xs: 12, sm: 6, md: 3 },
    fields: [status, creator, ...dates],
  }),
};
