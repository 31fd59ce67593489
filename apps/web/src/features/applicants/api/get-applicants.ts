// POST filters/applicants?skip&limit with the filter body → one page of applicants (spec 000 §7, §9).
import { type ApplicantFilterBody, type ApplicantListItem, PAGE_SIZE } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiPost } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';
import { applicantsKeys } from './applicants-keys';

export type ApplicantsPage = ListPage<ApplicantListItem>;

export const getApplicants = async (page: number, filter: ApplicantFilterBody) =>
  (
    await apiPost<ApplicantsPage>('filters/applicants', filter, {
      skip: skipOf(page, PAGE_SIZE),
      limit: PAGE_SIZE,
    })
  ).data;

export const useApplicants = (page: number, filter: ApplicantFilterBody) =>
  useQuery({
    queryKey: applicantsKeys.list(page, filter),
    queryFn: () => getApplicants(page, filter),
    placeholderData: keepPreviousData,
  });
