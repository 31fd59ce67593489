import type { UserSession } from '@staffdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const SESSIONS_KEY = ['user-sessions'] as const;

export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: async () => (await apiGet<UserSession[]>('/users/sessions')).data,
});

export const useSessions = () => useQuery(sessionsQuery);
