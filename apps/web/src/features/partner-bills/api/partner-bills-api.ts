// GET partner-bills?skip&limit&month&partners_account_id&status, GET partner-bills/:id,
// POST partner-bills and PUT partner-bills/:id (issue 25), and the export's address.
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

/** The list's export with its filters, as a download link. */
export function exportHref(format: 'csv' | 'xlsx', filter: Record<string, unknown>) {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `/api/v1/partner-bills/export?${params}`;
}
