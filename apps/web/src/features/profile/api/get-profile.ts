import type { Profile } from '@staffdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async () => (await apiGet<Profile>('/users/profile')).data,
});

export const useProfile = () => useQuery(profileQuery);
