// GET company-positions/:companyId → the chosen client's positions (spec 000 §4: selecting a client
// loads that client's positions).
import type { PositionOption } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/select-or-create';
import { apiGet } from '../../../lib/api-client';

export const getCompanyPositions = async (companyId: number) =>
  (await apiGet<PositionOption[]>(`company-positions/${companyId}`)).data;

export function useCompanyPositions(companyId: number | undefined) {
  const query = useQuery({
    queryKey: ['company-positions', companyId ?? 0],
    queryFn: () => getCompanyPositions(companyId!),
    enabled: companyId !== undefined,
    staleTime: 60_000,
  });
  return {
    options: (query.data ?? []).map((p): LookupOption => ({ id: p.id, label: p.position })),
    loading: companyId !== undefined && query.isPending,
  };
}
