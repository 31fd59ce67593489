import type { ResetPasswordBody } from '@staffdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** `search` is the page's query string (`?token=…`), passed on as it is (spec 000 §7). */
export const resetPassword = ({ search, body }: { search: string; body: ResetPasswordBody }) =>
  apiPost<null>(`/users/reset-password${search}`, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
