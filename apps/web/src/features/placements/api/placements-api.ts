// GET placements?skip&limit&search&client_id&partners_account_id&status, GET/PUT placements/:id,
// POST placements (issue 24), and the pickers of the form: the client's approvers (at most 50,
// searched on the server), employees by name or ID, partner accounts and the client's positions.
import type { Placement, PlacementApprover, PlacementBody, PlacementListItem } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { type ListPage, resourceApi } from '../../../lib/resource-api';

export const placementsApi = resourceApi<PlacementListItem, Placement, PlacementBody>({
  key: 'placements',
  list: 'placements',
  item: (id) => `placements/${id}`,
  create: 'placements',
});

export const useApproverOptions = (clientId: number | null, search: string) =>
  useQuery({
    queryKey: ['placements', 'approvers', clientId, search],
    queryFn: async () =>
      (
        await apiGet<PlacementApprover[]>('placements/approvers', {
          client_id: clientId!,
          ...(search.trim() ? { search: search.trim() } : {}),
        })
      ).data,
    enabled: !!clientId,
    placeholderData: keepPreviousData,
  });

export interface EmployeeOption {
  id: number;
  first_name: string;
  last_name: string;
  employee_id: string;
}

/** Employees matching what is typed (name, ID, e-mail), the first 20. */
export const useEmployeeOptions = (search: string) =>
  useQuery({
    queryKey: ['placements', 'employee-options', search],
    queryFn: async () =>
      (
        await apiPost<ListPage<EmployeeOption>>(
          'filters/employees',
          search.trim() ? { search: search.trim() } : {},
          { skip: 0, limit: 20 },
        )
      ).data.list,
    placeholderData: keepPreviousData,
  });

export const usePartnerOptions = (enabled = true) =>
  useQuery({
    queryKey: ['master', 'partners-accounts'],
    queryFn: async () =>
      (await apiGet<{ id: number; account_name: string }[]>('master/partners-accounts')).data,
    enabled,
    staleTime: 60_000,
  });

export const useClientPositions = (clientId: number | null) =>
  useQuery({
    queryKey: ['company-positions', clientId],
    queryFn: async () =>
      (await apiGet<{ id: number; position: string }[]>(`company-positions/${clientId}`)).data,
    enabled: !!clientId,
    staleTime: 60_000,
  });
