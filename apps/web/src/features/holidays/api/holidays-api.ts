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

export const useHolidayNote = () =>
  useQuery({
    queryKey: [...KEY, 'note'],
    queryFn: async () => (await apiGet<HolidayNote>('holidays-note')).data,
  });

function useWrite<A>(run: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveHoliday = () =>
  useWrite(({ id, body }: { id?: number; body: HolidayInput }) =>
    id ? apiPut(`holidays/${id}`, body) : apiPost('holidays', body),
  );
export const useDeleteHoliday = () => useWrite((id: number) => apiDelete(`holidays/${id}`));
export const useSaveHolidayNote = () =>
  useWrite(({ id, holidayNote }: { id: number; holidayNote: string }) =>
    apiPut(`holidays-note/${id}`, { holidayNote }),
  );
