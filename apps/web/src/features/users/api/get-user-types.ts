// GET master/user-types → the types this viewer may give a user.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface UserTypeOption {
  slug: string;
  user_type: string;
}

export const useUserTypes = () =>
  useQuery({
    queryKey: ['master', 'user-types'],
    queryFn: async () => (await apiGet<UserTypeOption[]>('master/user-types')).data,
    staleTime: 5 * 60_000,
  });
