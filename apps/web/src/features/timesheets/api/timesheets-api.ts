// GET timesheets?month&client_id&status, GET timesheets/:id, POST timesheets (on demand), PUT
// timesheets/:id (the days), POST timesheets/:id/submit|approve|reject|reopen, GET timesheets/missing
// (the month's placements with none yet), and the e-mail link's preview and action (issue 24).
import type {
  Timesheet,
  TimesheetListItem,
  TimesheetMissingItem,
  TimesheetPreview,
  TimesheetStatus,
} from '@staffdesk/shared';
import { PAGE_SIZE } from '@staffdesk/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { type ListPage, resourceApi } from '../../../lib/resource-api';

export const timesheetsApi = resourceApi<
  TimesheetListItem,
  Timesheet,
  { placement_id: number; month: string }
>({ key: 'timesheets', list: 'timesheets', item: (id) => `timesheets/${id}`, create: 'timesheets' });

export const useMissingTimesheets = (
  page: number,
  filter: { month: string; client_id?: unknown },
  enabled = true,
) =>
  useQuery({
    queryKey: ['timesheets', 'missing', page, filter],
    queryFn: async () =>
      (
        await apiGet<ListPage<TimesheetMissingItem>>('timesheets/missing', {
          ...filter,
          skip: skipOf(page, PAGE_SIZE),
          limit: PAGE_SIZE,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });

/** How many of the month's timesheets are in each status (one count each, a page of one row). */
export const useStatusCount = (month: string, status: TimesheetStatus, clientId?: unknown) =>
  useQuery({
    queryKey: ['timesheets', 'count', month, status, clientId],
    queryFn: async () =>
      (
        await apiGet<ListPage<TimesheetListItem>>('timesheets', {
          month,
          status,
          ...(clientId ? { client_id: clientId } : {}),
          skip: 0,
          limit: 1,
        })
      ).data.count,
    enabled: !!month,
  });

export type TimesheetStep =
  | { step: 'save'; entries: { date: string; quantity: number }[]; updated_at: string }
  | { step: 'submit'; updated_at: string }
  | { step: 'approve' }
  | { step: 'reject'; reason: string }
  | { step: 'reopen'; reason: string };

/** Every change of one timesheet; the answer is the saved timesheet, put in the cache at once. */
export function useTimesheetStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimesheetStep) => {
      const path = `timesheets/${id}`;
      switch (input.step) {
        case 'save':
          return apiPut<Timesheet>(path, { entries: input.entries, updated_at: input.updated_at });
        case 'submit':
          return apiPost<Timesheet>(`${path}/submit`, { updated_at: input.updated_at });
        case 'approve':
          return apiPost<Timesheet>(`${path}/approve`, {});
        default:
          return apiPost<Timesheet>(`${path}/${input.step}`, { reason: input.reason });
      }
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(timesheetsApi.keys.detail(id), answer.data);
      await queryClient.invalidateQueries({ queryKey: ['timesheets'], refetchType: 'none' });
    },
  });
}

export const useTimesheetPreview = (token: string) =>
  useQuery({
    queryKey: ['timesheet-action', token],
    queryFn: async () => (await apiPost<TimesheetPreview>('timesheets/action/preview', { token })).data,
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTimesheetAction = () =>
  useMutation({
    mutationFn: (body: { token: string; action: 'approve' | 'reject'; reason?: string }) =>
      apiPost<{ status: TimesheetStatus; message: string }>('timesheets/action', body),
  });
