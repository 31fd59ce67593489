// GET/POST users/api-keys and DELETE users/api-keys/{id} (issue 26); the list reloads after a write.
import type { ApiKeyBody, ApiKeyItem, CreatedApiKey } from '@staffdesk/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

export const API_KEYS_KEY = ['user-api-keys'] as const;

export const apiKeysQuery = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: async () => (await apiGet<ApiKeyItem[]>('/users/api-keys')).data,
});

export const useApiKeys = () => useQuery(apiKeysQuery);

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => apiPost<CreatedApiKey>('/users/api-keys', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<null>(`/users/api-keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
