// GET bank-changes?status&skip&limit, POST bank-changes/{id}/confirm and /reject (issue 21). A
// decision reloads the list and the partner and employee records, whose bank values it changes.
import {
  type BankChangeListItem,
  type BankChangeRejectBody,
  type BankChangeStatus,
  PAGE_SIZE,
} from '@staffdesk/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiGet, apiPost } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';

export const bankChangesKeys = {
  all: ['bank-changes'] as const,
  list: (page: number, status: BankChangeStatus | undefined) =>
    ['bank-changes', 'list', page, status] as const,
};

export function useBankChanges(page: number, status: BankChangeStatus | undefined) {
  return useQuery({
    queryKey: bankChangesKeys.list(page, status),
    queryFn: async () =>
      (
        await apiGet<ListPage<BankChangeListItem>>('bank-changes', {
          status,
          skip: skipOf(page, PAGE_SIZE),
          limit: PAGE_SIZE,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Every query whose answer a decision changes: the list, partners, the partner profile, employees. */
const CHANGED = [bankChangesKeys.all, ['partners'], ['partner-profile'], ['employees']];

function useDecision<TVariables>(send: (variables: TVariables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(CHANGED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useConfirmBankChange = () =>
  useDecision((id: number) => apiPost<BankChangeListItem>(`bank-changes/${id}/confirm`, {}));

export const useRejectBankChange = () =>
  useDecision(({ id, body }: { id: number; body: BankChangeRejectBody }) =>
    apiPost<BankChangeListItem>(`bank-changes/${id}/reject`, body),
  );
