import type { TwoFactorDisableBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export const disableTwoFactor = (body: TwoFactorDisableBody) => apiPost<null>('/users/2fa/disable', body);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}
