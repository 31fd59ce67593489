// GET master/user-roles?type_slug → the roles that fit the chosen type (employee type: role employee).
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface UserRoleOption {
  slug: string;
  role: string;
}

export const useUserRoles = (typeSlug: string | undefined) =>
  useQuery({
    queryKey: ['master', 'user-roles', typeSlug ?? ''],
    queryFn: async () => (await apiGet<UserRoleOption[]>('master/user-roles', { type_slug: typeSlug })).data,
    staleTime: 5 * 60_000,
  });
