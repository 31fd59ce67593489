// GET reports/dashboard (issue 25): the month at a glance, each figure an aggregate.
import type { DashboardSummary } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const useDashboard = (asOf: string) =>
  useQuery({
    queryKey: ['dashboard', asOf],
    queryFn: async () => (await apiGet<DashboardSummary>('reports/dashboard', { as_of: asOf })).data,
    staleTime: 60_000,
  });
