// A list's applied filter lives in the URL (?search=…&skill_id=4&skill_id=7) beside ?page, so reload,
// back and shared links keep it, and links from other screens can pre-filter a list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** text: a string; id: one positive id or ''; ids: a list of ids. */
export type FilterKind = 'text' | 'id' | 'ids';
export type FilterFields = Record<string, { kind: FilterKind; param?: string }>;
export type FilterValue = string | number | number[];
export type FilterValues = Record<string, FilterValue>;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

export function readFilter(params: URLSearchParams, fields: FilterFields): FilterValues {
  const values: FilterValues = {};
  for (const [name, { kind, param = name }] of Object.entries(fields)) {
    if (kind === 'ids')
      values[name] = params
        .getAll(param)
        .map(positiveId)
        .filter((id): id is number => id !== null);
    else if (kind === 'id') values[name] = positiveId(params.get(param)) ?? '';
    else values[name] = params.get(param) ?? '';
  }
  return values;
}

/** The URL parameters for `values`: other parameters stay, the page goes back to 1. */
export function writeFilter(values: FilterValues, fields: FilterFields, current: URLSearchParams) {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [name, { param = name }] of Object.entries(fields)) {
    next.delete(param);
    const value = values[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item === null || item === undefined ? '' : String(item).trim();
      if (text) next.append(param, text);
    }
  }
  return next;
}

/** How many filters are set, for the panel's badge. */
export const activeFilterCount = (values: FilterValues, ignore: string[] = []) =>
  Object.entries(values).filter(
    ([name, value]) => !ignore.includes(name) && (Array.isArray(value) ? value.length > 0 : value !== ''),
  ).length;

export function useFilterParams(fields: FilterFields): [FilterValues, (values: FilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for `params`, which is new on every render.
  const values = useMemo(() => readFilter(params, fields), [search, fields]);
  const apply = useCallback(
    (next: FilterValues) => setParams((current) => writeFilter(next, fields, current)),
    [setParams, fields],
  );
  return [values, apply];
}

/** Only the filters that are set: the body sent to a filters/… call. */
export const filledFilter = (values: FilterValues): FilterValues =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== '')),
  );
