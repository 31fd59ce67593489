// GET master/organisation: the staffing company's name and e-mail domain for the company e-mail check.
import type { Organisation } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const useOrganisation = () =>
  useQuery({
    queryKey: ['organisation'],
    queryFn: async () => (await apiGet<Organisation>('master/organisation')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
