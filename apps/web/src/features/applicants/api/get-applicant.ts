// GET applicants/:id → the record the view and edit forms show (hidden fields already left out).
import type { Applicant } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { applicantsKeys } from './applicants-keys';

export const getApplicant = async (id: number) => (await apiGet<Applicant>(`applicants/${id}`)).data;

export const useApplicant = (id: number | undefined) =>
  useQuery({
    queryKey: applicantsKeys.detail(id ?? 0),
    queryFn: () => getApplicant(id!),
    enabled: id !== undefined,
    // The edit form must start from the newest row, or its updated_at answers 409 on save.
    staleTime: 0,
  });
