// DELETE users/sessions/{id} and DELETE users/sessions (every other one); the list reloads after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

export const endSession = (id: number) => apiDelete<null>(`/users/sessions/${id}`);
export const endOtherSessions = () => apiDelete<null>('/users/sessions');

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
