// The list page lives in the URL (?page=3) so reload, back and shared links keep it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [page, setPage];
}

/** skip = 10 × (page − 1) (spec 000 §9). */
export const skipOf = (page: number, pageSize: number) => pageSize * (page - 1);
