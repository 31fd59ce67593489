// POST applicants → the created applicant with its interview rows; the lists reload.
import type { Applicant, ApplicantBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applicantsKeys } from './applicants-keys';

export const createApplicant = (body: ApplicantBody) => apiPost<Applicant>('applicants', body);

export function useCreateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplicant,
    // The positions list counts applications.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['positions'] }),
      ]),
  });
}
