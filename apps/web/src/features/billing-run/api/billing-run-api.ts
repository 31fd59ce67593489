// The month's billing run (issue 25): the preview, creating the drafts and sending them, each of the
// last two a job followed with GET jobs/{id}.
import type { BillingRunPreview, JobStarted } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const billingRunKeys = { preview: (month: string) => ['invoices', 'billing-run', month] as const };

export const useBillingRunPreview = (month: string | null) =>
  useQuery({
    queryKey: billingRunKeys.preview(month ?? ''),
    queryFn: async () =>
      (await apiPost<BillingRunPreview>('invoices/from-timesheets', { month, preview: true })).data,
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });

export const createDrafts = async (month: string, clientIds: number[], replace: boolean) =>
  (
    await apiPost<JobStarted>('invoices/from-timesheets', {
      month,
      client_ids: clientIds,
      preview: false,
      replace,
    })
  ).data;

export const sendAll = async (month: string) =>
  (await apiPost<JobStarted>('invoices/from-timesheets/send', { month })).data;
