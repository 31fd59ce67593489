// DELETE users/:id; the list reloads after it (spec 000 §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const deleteUser = (id: number) => apiDelete<null>(`users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
