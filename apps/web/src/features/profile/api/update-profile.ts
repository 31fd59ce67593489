import type { Profile, ProfileBody, SessionUser } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { SESSION_KEY } from '../../../lib/session';
import { PROFILE_KEY } from './get-profile';

export const updateProfile = (body: ProfileBody) => apiPut<Profile | null>('/users/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, body) => {
      // The header shows the session user's name and picture: keep it in step without a re-check.
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, (user) =>
        user
          ? {
              ...user,
              first_name: body.first_name,
              last_name: body.last_name,
              profile_image: body.profile_image ?? null,
            }
          : user,
      );
      return queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
