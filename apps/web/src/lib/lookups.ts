// Master lookups (GET master/<lookup>) as select options, their inline create (POST master/<lookup>,
// spec 000 §4: the created item replaces the typed value) and the client companies (GET companies).
// Shared by every area whose forms pick a country, skill, status …
import { MASTER_LOOKUPS, type MasterLookup } from '@staffdesk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LookupOption } from '../components/select-or-create';
import { apiGet, apiPost } from './api-client';

type Row = { id: number } & Record<string, unknown>;
/** A lookup's parent filter, e.g. { country_id: 3 } for states, { group_key: 'client' } for document types. */
export type LookupParent = Record<string, number | string>;

export const lookupKeys = {
  all: ['master'] as const,
  lookup: (lookup: MasterLookup) => ['master', lookup] as const,
  list: (lookup: MasterLookup, parent?: LookupParent) => ['master', lookup, parent ?? {}] as const,
};

const toOption = (lookup: MasterLookup, row: Row): LookupOption => ({
  id: row.id,
  label: String(row[MASTER_LOOKUPS[lookup].label] ?? ''),
});

export async function getLookup(lookup: MasterLookup, parent?: LookupParent): Promise<LookupOption[]> {
  const { data } = await apiGet<Row[]>(`master/${lookup}`, parent);
  return data.map((row) => toOption(lookup, row));
}

/**
 * The options of one lookup. With `parent`, the list waits until every parent id is set (states
 * need a country, cities a state) and answers an empty list meanwhile.
 */
export function useLookup(lookup: MasterLookup, options: { parent?: Record<string, unknown> } = {}) {
  const parentEntries = Object.entries(options.parent ?? {});
  const ready = parentEntries.every(
    ([, id]) => (typeof id === 'number' && id > 0) || (typeof id === 'string' && id !== ''),
  );
  const parent = parentEntries.length ? (Object.fromEntries(parentEntries) as LookupParent) : undefined;
  const query = useQuery({
    queryKey: lookupKeys.list(lookup, parent),
    queryFn: () => getLookup(lookup, parent),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  return { options: query.data ?? [], loading: ready && query.isPending, ready };
}

/**
 * Creates a lookup item from the typed text (and its parent, e.g. the state's country) and answers
 * the created item as an option; the lookup's lists reload so it stays selectable.
 */
export function useCreateLookup(lookup: MasterLookup, parent?: Record<string, unknown>) {
  const queryClient = useQueryClient();
  const parentKey = JSON.stringify(parent ?? {});
  return useCallback(
    async (label: string): Promise<LookupOption> => {
      const field = (MASTER_LOOKUPS[lookup] as { body?: string }).body ?? MASTER_LOOKUPS[lookup].label;
      const { data } = await apiPost<Row>(`master/${lookup}`, { [field]: label, ...JSON.parse(parentKey) });
      await queryClient.invalidateQueries({ queryKey: lookupKeys.lookup(lookup) });
      return toOption(lookup, data);
    },
    [lookup, parentKey, queryClient],
  );
}

export interface CompanyOption {
  id: number;
  company_name: string;
  company_logo: string | null;
}

/** GET companies: the client companies the viewer may choose (a client viewer gets only its own). */
export function useCompanyOptions() {
  const query = useQuery({
    queryKey: ['companies', 'options'],
    queryFn: async () => (await apiGet<CompanyOption[]>('companies')).data,
    staleTime: 60_000,
  });
  const companies = query.data ?? [];
  return {
    companies,
    options: companies.map((c): LookupOption => ({ id: c.id, label: c.company_name })),
    loading: query.isPending,
  };
}

/** Keeps a record's own choices selectable (and named) before or without their lookup list. */
export function withCurrent(options: LookupOption[], current: (LookupOption | null | undefined)[]) {
  const ids = new Set(options.map((o) => o.id));
  const missing = current.filter((o): o is LookupOption => !!o && !ids.has(o.id));
  return missing.length ? [...options, ...missing] : options;
}

/** An option from a record's id and name, when it has one. */
export const optionOf = (id: number | null | undefined, label: string | null | undefined) =>
  id ? { id, label: label ?? String(id) } : null;
