// GET master/partners-accounts → the partner accounts a partners user can belong to.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface PartnersAccountOption {
  id: number;
  account_name: string;
}

export const usePartnersAccounts = (enabled = true) =>
  useQuery({
    queryKey: ['master', 'partners-accounts'],
    queryFn: async () => (await apiGet<PartnersAccountOption[]>('master/partners-accounts')).data,
    enabled,
    staleTime: 60_000,
  });
