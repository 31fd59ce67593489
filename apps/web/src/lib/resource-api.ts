// The API hooks of a list/create/view/edit module from its paths (docs/architecture.md "Adding a
// module"): GET list?skip&limit&<filters>, GET/PUT/DELETE <item>/:id, POST <create>. Each hook keeps
// the convention of one fetcher + query hook + invalidation; a write reloads every query of the
// module and the extra keys named in `alsoInvalidate` (e.g. the companies select).
import { PAGE_SIZE } from '@staffdesk/shared';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { skipOf } from '../components/use-page-param';
import { apiDelete, apiGet, apiPost, apiPut } from './api-client';

export interface ListPage<T> {
  list: T[];
  count: number;
  numberOfPages: number;
  /** Present when the server stopped counting (lib/list-query.ts): `count` is a lower bound. */
  countIsLowerBound?: boolean;
}

export interface ResourcePaths {
  /** The query key root, e.g. 'clients'. */
  key: string;
  /** GET list path, e.g. 'clients'. */
  list: string;
  /** Path of one record, e.g. (id) => `clients/${id}`. */
  item: (id: number) => string;
  /** POST path, e.g. 'clients' or 'partners/create'. */
  create: string;
  alsoInvalidate?: QueryKey[];
}

/** Reloads every query under the given keys (after a write). */
function useInvalidate(queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function resourceApi<TItem, TRecord extends { id: number }, TBody>(paths: ResourcePaths) {
  const keys = {
    all: [paths.key] as const,
    list: (page: number, filter: Record<string, unknown>) => [paths.key, 'list', page, filter] as const,
    detail: (id: number) => [paths.key, 'detail', id] as const,
  };
  const written: QueryKey[] = [keys.all, ...(paths.alsoInvalidate ?? [])];

  return {
    keys,
    useList: (page: number, filter: Record<string, unknown> = {}) =>
      useQuery({
        queryKey: keys.list(page, filter),
        queryFn: async () =>
          (
            await apiGet<ListPage<TItem>>(paths.list, {
              ...filter,
              skip: skipOf(page, PAGE_SIZE),
              limit: PAGE_SIZE,
            })
          ).data,
        placeholderData: keepPreviousData,
      }),
    useRecord: (id: number | undefined) =>
      useQuery({
        queryKey: keys.detail(id ?? 0),
        queryFn: async () => (await apiGet<TRecord>(paths.item(id!))).data,
        enabled: id !== undefined,
        // The edit form must start from the newest row, or its updated_at answers 409 on save.
        staleTime: 0,
      }),
    useCreate: () => {
      const onSuccess = useInvalidate(written);
      return useMutation({ mutationFn: (body: TBody) => apiPost<TRecord>(paths.create, body), onSuccess });
    },
    useUpdate: () => {
      const onSuccess = useInvalidate(written);
      return useMutation({
        mutationFn: ({ id, body }: { id: number; body: TBody }) => apiPut<TRecord>(paths.item(id), body),
        onSuccess,
      });
    },
    useDelete: () => {
      const onSuccess = useInvalidate(written);
      return useMutation({ mutationFn: (id: number) => apiDelete<null>(paths.item(id)), onSuccess });
    },
  };
}
