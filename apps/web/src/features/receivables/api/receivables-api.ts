// GET receivables/aging (issue 25): what each client owes on a day, by days overdue.
import type { AgingReport } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const useReceivablesAging = (asOf: string) =>
  useQuery({
    queryKey: ['invoices', 'receivables-aging', asOf],
    queryFn: async () => (await apiGet<AgingReport>('receivables/aging', { as_of: asOf })).data,
    placeholderData: keepPreviousData,
  });
