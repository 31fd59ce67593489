// The invoice calls of spec 001 §7: list/get/create/update through resourceApi, and the lookups,
// pre-fill, next number, vendor bank detail and send beside them.
import type {
  ClientBilling,
  CreditNoteBody,
  Invoice,
  InvoiceBody,
  InvoiceCreator,
  InvoiceListItem,
  InvoiceStatusItem,
  PaymentInput,
  SendInvoiceBody,
  VendorBankDetail,
} from '@staffdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { resourceApi } from '../../../lib/resource-api';

export const invoicesApi = resourceApi<InvoiceListItem, Invoice, InvoiceBody>({
  key: 'invoices',
  list: 'invoices',
  item: (id) => `invoices/${id}`,
  create: 'invoices',
});

export const useInvoiceStatuses = () =>
  useQuery({
    queryKey: ['invoices', 'statuses'],
    queryFn: async () => (await apiGet<InvoiceStatusItem[]>('master/invoice-statuses')).data,
    staleTime: 300_000,
  });

export const useInvoiceCreators = () =>
  useQuery({
    queryKey: ['invoices', 'creators'],
    queryFn: async () => (await apiGet<InvoiceCreator[]>('invoices/creators')).data,
  });

export const useVendorBankDetail = (enabled = true) =>
  useQuery({
    queryKey: ['invoices', 'vendor-bank-detail'],
    queryFn: async () => (await apiGet<VendorBankDetail>('invoices/vendor-bank-detail')).data,
    enabled,
  });

export const fetchClientBilling = async (companyId: number) =>
  (await apiGet<ClientBilling>(`invoices/client-billing/${companyId}`)).data;

export const fetchNextNumber = async (date: string) =>
  (await apiGet<{ invoice_number: string }>('invoices/next-number', { date })).data.invoice_number;

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvoiceBody) => apiPost<Invoice>('invoices/send', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}

/** The company area's limited edit: status and comment only. */
export function useUpdateCompanyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      apiPut<Invoice>(`invoices/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}

export function useAddCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreditNoteBody }) =>
      apiPost<Invoice>(`invoices/${id}/credit-notes`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}

export function useReviseInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<Invoice>(`invoices/${id}/revisions`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}

/** Money received (issue 25): the invoice answers with its paid total, balance and status. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaymentInput }) =>
      apiPost<Invoice>(`invoices/${id}/payments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId, reason }: { id: number; paymentId: number; reason: string }) =>
      apiPost<Invoice>(`invoices/${id}/payments/${paymentId}/reverse`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.keys.all }),
  });
}
