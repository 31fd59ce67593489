import type { PasswordBody } from '@staffdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

export const updatePassword = (body: PasswordBody) => apiPut<null>('/users/password', body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
