// GET reimbursements?skip&limit&user_id&status_id, GET/PUT/DELETE reimbursements/:id, POST
// reimbursements (issue 11), and the two lookups: the statuses and hrms's employees with claims.
import type {
  Reimbursement,
  ReimbursementBody,
  ReimbursementClaimant,
  ReimbursementListItem,
  ReimbursementStatus,
} from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { resourceApi } from '../../../lib/resource-api';

export const reimbursementsApi = resourceApi<ReimbursementListItem, Reimbursement, ReimbursementBody>({
  key: 'reimbursements',
  list: 'reimbursements',
  item: (id) => `reimbursements/${id}`,
  create: 'reimbursements',
});

export const useReimbursementStatuses = () =>
  useQuery({
    queryKey: ['master', 'reimbursement-statuses'],
    queryFn: async () => (await apiGet<ReimbursementStatus[]>('master/reimbursement-statuses')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useClaimants = () =>
  useQuery({
    queryKey: ['reimbursements', 'claimants'],
    queryFn: async () => (await apiGet<ReimbursementClaimant[]>('reimbursements/claimants')).data,
  });
