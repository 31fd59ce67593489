import type { ForgotPasswordBody } from '@staffdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordBody) => apiPost<null>('/users/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
