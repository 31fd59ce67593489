import type { TwoFactorSetup } from '@staffdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** A new secret to scan; nothing changes for the user until it is confirmed (enable). */
export const setupTwoFactor = () => apiPost<TwoFactorSetup>('/users/2fa/setup', {});

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
