// Holidays and the note (spec 001 §7 Holidays). A write reloads the list (spec 001 §4).
import type { Holiday, HolidayInput, HolidayNote } from '@staffdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';

const KEY = ['holidays'] as const;

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: [...KEY, 'list', year],
    queryFn: async () => (await apiGet<ListPage<Holiday>>('holidays', { year })).data.list,
  });

/** One holiday (/hrms/holidays/view/:id and /edit/:id); always fresh, for its updated_at. */
export const useHoliday = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'detail', id ?? 0],
    queryFn: async () => (await apiGet<Holiday>(`holidays/${id}`)).data,
    enabled: id !== undefined,
    staleTime: 0,
  });

export const useHolidayNote = () =>
  useQuery({
    queryKey: [...KEY, 'note'],
    queryFn: async () => (await apiGet<HolidayNote>('holidays-note')).data,
  });

function useWrite<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** Adds a holiday, or changes one with the `updated_at` it was loaded with (a newer one answers 409). */
export const useSaveHoliday = () =>
  useWrite(({ id, body }: { id?: number; body: HolidayInput }) =>
    id ? apiPut<Holiday>(`holidays/${id}`, body) : apiPost<Holiday>('holidays', body),
  );
export const useDeleteHoliday = () => useWrite((id: number) => apiDelete(`holidays/${id}`));
/** Replaces the note GET gave (its id and updated_at; a note saved since answers 409). */
export const useSaveHolidayNote = () =>
  useWrite(
    ({ id, holidayNote, updated_at }: { id: number; holidayNote: string; updated_at: string | null }) =>
      apiPut(`holidays-note/${id}`, { holidayNote, updated_at }),
  );
