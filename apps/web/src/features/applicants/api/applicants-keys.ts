// Query keys of the applicants area, so every write can invalidate exactly what it changed.
import type { ApplicantFilterBody } from '@staffdesk/shared';

export const applicantsKeys = {
  all: ['applicants'] as const,
  list: (page: number, filter: ApplicantFilterBody) => ['applicants', 'list', page, filter] as const,
  detail: (id: number) => ['applicants', 'detail', id] as const,
};
