// PUT users/:id with the updated_at the form loaded (a newer row answers 409).
import type { User, UserBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const updateUser = ({ id, body }: { id: number; body: UserBody }) => apiPut<User>(`users/${id}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
