import type { LoginBody } from '@staffdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const login = (body: LoginBody) => apiPost<unknown>('/users/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
