// The placements list filter (issue 24): hrms filters by search, client, partner and status; a
// client company and a partner by search and status (their own side is the server's scope).
import { PLACEMENT_STATUS_LABELS, PLACEMENT_STATUSES } from '@staffdesk/shared';
import {
  defineListFilter,
  type ListFilterDeclaration,
  type ListFilterField,
  queryOptions,
  searchField,
} from '../../../components/list-filter-fields';
import { usePartnerOptions } from '../api/placements-api';
import type { PlacementArea } from './placement-area';

const search = searchField('Employee name or ID, client, position');
const status: ListFilterField = {
  name: 'status',
  kind: 'text',
  input: 'select',
  label: 'Status',
  all: true,
  options: PLACEMENT_STATUSES.map((s) => ({ value: s, label: PLACEMENT_STATUS_LABELS[s] })),
};
/** The partner account select (?partner=), for the agency's lists of placements and partners' bills. */
export const partnerField: ListFilterField = {
  name: 'partners_account_id',
  param: 'partner',
  kind: 'id',
  input: 'options',
  label: 'Partner',
  all: true,
  useOptions: queryOptions(usePartnerOptions, (p) => ({ value: p.id, label: p.account_name })),
};
const cell = { xs: 12, sm: 6, md: 3 } as const;
const own = defineListFilter({
  label: 'Filter placements',
  cell: { xs: 12, sm: 6 },
  fields: [search, status],
});

export const PLACEMENT_FILTERS: Record<PlacementArea, ListFilterDeclaration> = {
  hrms: defineListFilter({
    label: 'Filter placements',
    cell,
    fields: [
      search,
      { name: 'client_id', param: 'client', kind: 'id', input: 'companies', label: 'Client' },
      partnerField,
      status,
    ],
  }),
  company: own,
  partners: own,
};
