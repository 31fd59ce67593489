import type { TwoFactorEnableBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { SESSION_KEY } from '../../../lib/session';
import { TWO_FACTOR_KEY } from './get-two-factor';

export const enableTwoFactor = (body: TwoFactorEnableBody) =>
  apiPost<{ recovery_codes: string[] }>('/users/2fa/enable', body);

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // The session says whether the set-up was still required.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]),
  });
}
