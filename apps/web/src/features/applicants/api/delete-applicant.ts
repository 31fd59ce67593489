// DELETE applicants/:id; the list reloads after it (spec 000 §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { applicantsKeys } from './applicants-keys';

export const deleteApplicant = (id: number) => apiDelete<null>(`applicants/${id}`);

export function useDeleteApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplicant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['positions'] }),
      ]),
  });
}
