// GET/PUT clients/{id}/calendar and GET clients/{id}/working-days (issue 24).
import type { ClientCalendar, ClientCalendarBody, WorkingDaysAnswer } from '@staffdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client';

const KEY = ['client-calendar'] as const;

export const useClientCalendar = (clientId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, clientId ?? 0],
    queryFn: async () => (await apiGet<ClientCalendar>(`clients/${clientId}/calendar`)).data,
    enabled: clientId !== undefined,
    staleTime: 0,
  });

export const useWorkingDays = (clientId: number | undefined, from: string, to: string) =>
  useQuery({
    queryKey: [...KEY, clientId ?? 0, 'days', from, to],
    queryFn: async () =>
      (await apiGet<WorkingDaysAnswer>(`clients/${clientId}/working-days`, { from, to })).data,
    enabled: clientId !== undefined,
  });

export const useSaveClientCalendar = (clientId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientCalendarBody) => apiPut<ClientCalendar>(`clients/${clientId}/calendar`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
