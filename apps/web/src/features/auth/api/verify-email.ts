import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** `search` is the page's query string (`?token=…`), passed on as it is (spec 000 §7). */
export const verifyEmail = (search: string) => apiGet<null>(`/users/verify${search}`);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
