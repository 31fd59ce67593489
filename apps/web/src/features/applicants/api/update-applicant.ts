// PUT applicants/:id with the updated_at the form loaded (a newer row answers 409).
import type { Applicant, ApplicantBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { applicantsKeys } from './applicants-keys';

export const updateApplicant = ({ id, body }: { id: number; body: ApplicantBody }) =>
  apiPut<Applicant>(`applicants/${id}`, body);

export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['positions'] }),
      ]),
  });
}
