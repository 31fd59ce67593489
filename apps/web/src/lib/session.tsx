// The signed-in user. GET users/is-auth runs once per page load (a 401 there means "signed out",
// not an error, and does not redirect); sign-in, profile edits and sign-out update the cached copy.
import type { SessionUser } from '@staffdesk/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiGet } from './api-client';

export const SESSION_KEY = ['session'] as const;

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const { data } = await apiGet<SessionUser>('/users/is-auth');
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
    retry: query.refetch,
  };
}

/** Where a user lands: employees and partners have no job-portal access, so their profile. */
export function homePath(user: Pick<SessionUser, 'type_slug' | 'role_slug'> | null): string {
  if (!user) return '/login';
  if (user.type_slug === 'employee' || user.role_slug === 'employee' || user.type_slug === 'partners') {
    // TODO(areas): /employee/profile and /partners/profile once those areas exist (spec 000 §2).
    return '/profile';
  }
  return '/positions';
}

/** Runs GET users/logout, then forgets every cached answer of that user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiGet('/users/logout');
    } finally {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(SESSION_KEY, null);
    }
  }, [queryClient]);
}
