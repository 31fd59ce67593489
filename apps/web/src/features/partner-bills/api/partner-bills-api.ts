// GET partner-bills?skip&limit&month&partners_account_id&status, GET partner-bills/:id,
// POST partner-bills and PUT partner-bills/:id (issue 25).
import type {
  PartnerBill,
  PartnerBillBody,
  PartnerBillListItem,
  PartnerBillUpdateBody,
} from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { resourceApi } from '../../../lib/resource-api';

export const partnerBillsApi = resourceApi<PartnerBillListItem, PartnerBill, PartnerBillBody>({
  key: 'partner-bills',
  list: 'partner-bills',
  item: (id) => `partner-bills/${id}`,
  create: 'partner-bills',
});

/** Validate, dispute or pay: the answer is the bill as it now stands. */
export function useMoveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PartnerBillUpdateBody }) =>
      apiPut<PartnerBill>(`partner-bills/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerBillsApi.keys.all }),
  });
}
