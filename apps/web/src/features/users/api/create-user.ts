// POST users → the created user; the list is refetched.
import type { User, UserBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const createUser = (body: UserBody) => apiPost<User>('users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
