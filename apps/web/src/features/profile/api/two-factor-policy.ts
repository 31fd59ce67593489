// GET and PUT users/2fa/policy: one setting, read and saved from the same switch.
import type { TwoFactorPolicy, TwoFactorPolicyBody } from '@staffdesk/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export const TWO_FACTOR_POLICY_KEY = ['two-factor-policy'] as const;

const policyQuery = queryOptions({
  queryKey: TWO_FACTOR_POLICY_KEY,
  queryFn: async () => (await apiGet<TwoFactorPolicy>('/users/2fa/policy')).data,
});

export const useTwoFactorPolicy = (enabled: boolean) => useQuery({ ...policyQuery, enabled });

export const saveTwoFactorPolicy = (body: TwoFactorPolicyBody) =>
  apiPut<TwoFactorPolicy>('/users/2fa/policy', body);

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTwoFactorPolicy,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(TWO_FACTOR_POLICY_KEY, data);
      // "Required" changes whether the caller may turn theirs off.
      return queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
  });
}
