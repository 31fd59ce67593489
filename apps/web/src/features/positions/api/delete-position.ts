// DELETE positions/:id; the list reloads after it (spec 000 §4). Applicants keep showing it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { positionsKeys } from './positions-keys';

export const deletePosition = (id: number) => apiDelete<null>(`positions/${id}`);

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    // The applicant form's position select reads company-positions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['company-positions'] }),
      ]),
  });
}
