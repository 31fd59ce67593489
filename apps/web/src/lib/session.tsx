// The signed-in user. GET users/is-auth runs once per page load (a 401 there means "signed out",
// not an error, and does not redirect); sign-in, profile edits and sign-out update the cached copy.
import type { SessionUser } from '@staffdesk/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiGet, apiPost } from './api-client';

export { homePath } from './home-path';

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

/** Runs POST users/logout (a POST, so an image or link cannot sign anyone out), then forgets every cached answer of that user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiPost('/users/logout');
    } finally {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(SESSION_KEY, null);
    }
  }, [queryClient]);
}
