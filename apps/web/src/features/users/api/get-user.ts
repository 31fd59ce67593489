// GET users/:id → the record the view and edit forms show.
import type { User } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const getUser = async (id: number) => (await apiGet<User>(`users/${id}`)).data;

export const useUser = (id: number | undefined) =>
  useQuery({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: () => getUser(id!),
    enabled: id !== undefined,
    // The edit form must start from the newest row, or its updated_at answers 409 on save.
    staleTime: 0,
  });
