// Leaves (spec 001 §7 Leaves): the list filter, one leave, apply/edit, approvers, leave types and
// the balance rows (GET employee-leaves for the employee, remaining-leaves/{id} for hrms/company).
import {
  type EmployeeLeaveRow,
  type EmployeeListItem,
  type Leave,
  type LeaveBody,
  type LeaveCalendar,
  type LeaveCalendarItem,
  type LeaveListItem,
  PAGE_SIZE,
} from '@staffdesk/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';

const KEY = ['leaves'] as const;

export const useLeaves = (page: number, filter: Record<string, unknown>) =>
  useQuery({
    queryKey: [...KEY, 'list', page, filter],
    queryFn: async () =>
      (
        await apiPost<ListPage<LeaveListItem> & { countIsLowerBound?: true }>('filters/leaves', filter, {
          skip: skipOf(page, PAGE_SIZE),
          limit: PAGE_SIZE,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const useLeave = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: async () => (await apiGet<Leave>(`leaves/${id}`)).data,
    enabled: id !== undefined,
    staleTime: 0,
  });

export const useSaveLeave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LeaveBody }) =>
      id ? apiPut<Leave>(`leaves/${id}`, body) : apiPost<Leave>('leaves', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['leave-balance'] }),
      ]),
  });
};

/** The employee cancels its own leave (PUT leaves/{id}/cancel with the version it saw). */
export const useCancelLeave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leave: Pick<Leave, 'id' | 'updated_at'>) =>
      apiPut<Leave>(`leaves/${leave.id}/cancel`, { updated_at: leave.updated_at }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['leave-balance'] }),
      ]),
  });
};

/**
 * GET leaves/calendar: a month (YYYY-MM) in the viewer's scope: how many are away each weekday, and
 * the leaves by name while the month holds at most LEAVE_CALENDAR_NAMES.
 */
export const useLeaveCalendar = (month: string) =>
  useQuery({
    queryKey: [...KEY, 'calendar', month],
    queryFn: async () => (await apiGet<LeaveCalendar>('leaves/calendar', { month })).data,
    placeholderData: keepPreviousData,
  });

/** GET leaves/calendar/day: who is away on one day (YYYY-MM-DD), a page at a time. */
export const useLeaveCalendarDay = (date: string | null, page: number) =>
  useQuery({
    queryKey: [...KEY, 'calendar-day', date, page],
    queryFn: async () =>
      (
        await apiGet<ListPage<LeaveCalendarItem>>('leaves/calendar/day', {
          date,
          skip: skipOf(page, PAGE_SIZE),
          limit: PAGE_SIZE,
        })
      ).data,
    enabled: !!date,
    placeholderData: keepPreviousData,
  });

/** The approvers the server offers (at most 50), narrowed by what the user types. */
export const useApprovers = (employeeId: number | null, enabled: boolean, search = '') =>
  useQuery({
    queryKey: [...KEY, 'approvers', employeeId, search],
    queryFn: async () =>
      (
        await apiGet<{ email: string; name: string }[]>('leaves/approvers', {
          ...(employeeId ? { employee_id: employeeId } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * The days a leave of these dates would spend, as the server charges them (on the employee's client
 * calendar): the form's "Total days". Asked once the employee (hrms, company) and both dates are known.
 */
export const useLeaveDays = (own: boolean, employeeId: number | null, from: string, to: string) =>
  useQuery({
    queryKey: [...KEY, 'days', own ? 'own' : employeeId, from, to],
    queryFn: async () =>
      (
        await apiGet<{ total_days: number }>('leaves/days', {
          ...(own || !employeeId ? {} : { employee_id: employeeId }),
          from,
          to,
        })
      ).data.total_days,
    enabled: !!from && !!to && from <= to && (own || !!employeeId),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useLeaveTypes = () =>
  useQuery({
    queryKey: ['master', 'leave-types'],
    queryFn: async () =>
      (await apiGet<{ id: number; slug: string; type: string }[]>('master/leave-types')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLeaveStatuses = () =>
  useQuery({
    queryKey: ['master', 'statuses'],
    queryFn: async () => (await apiGet<{ slug: string; status: string }[]>('master/statuses')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The balance rows of one leave year: the employee's own, or the chosen employee's for hrms and the
 * company. A leave counts in the year its from date falls in.
 */
export const useLeaveBalance = (own: boolean, employeeId: number | null, year: number) =>
  useQuery({
    queryKey: ['leave-balance', own ? 'own' : employeeId, year],
    queryFn: async () =>
      (
        await apiGet<EmployeeLeaveRow[]>(own ? 'employee-leaves' : `remaining-leaves/${employeeId}`, {
          year,
        })
      ).data,
    enabled: own || !!employeeId,
    // Another year of the same employee keeps the table in place while it loads; another employee does not.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === (own ? 'own' : employeeId) ? previous : undefined,
  });

/** The employees hrms or a company may apply for (the list's default limit of 1000, spec 001 §9). */
export const useEmployeeOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'employee-options'],
    queryFn: async () =>
      (await apiPost<ListPage<EmployeeListItem>>('filters/employees', {}, { skip: 0, limit: 1000 })).data
        .list,
    enabled,
  });
