// GET companies → the client companies a user can belong to (a client viewer gets only its own).
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface CompanyOption {
  id: number;
  company_name: string;
  company_logo: string | null;
}

export const useCompanies = (enabled = true) =>
  useQuery({
    queryKey: ['companies', 'options'],
    queryFn: async () => (await apiGet<CompanyOption[]>('companies')).data,
    enabled,
    staleTime: 60_000,
  });
