import type { TwoFactorStatus } from '@staffdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const TWO_FACTOR_KEY = ['two-factor'] as const;

export const twoFactorQuery = queryOptions({
  queryKey: TWO_FACTOR_KEY,
  queryFn: async () => (await apiGet<TwoFactorStatus>('/users/2fa')).data,
});

export const useTwoFactor = () => useQuery(twoFactorQuery);
