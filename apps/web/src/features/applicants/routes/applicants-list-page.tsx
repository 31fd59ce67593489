// /applicants: the filter form and 10 applicants a page; ?position and ?client pre-filter it
// (spec 000 §2), and the whole filter and page live in the URL.

import Alert from '@mui/material/Alert';
import { applicantFilterBody } from '@staffdesk/shared';
import { useMemo } from 'react';
import { filledFilter, useFilterParams } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { useApplicants } from '../api/get-applicants';
import { APPLICANT_FILTER_FIELDS, ApplicantsFilter } from '../components/applicants-filter';
import { ApplicantsHeader } from '../components/applicants-header';
import { ApplicantsTable } from '../components/applicants-table';

export function ApplicantsListPage() {
  const [page, setPage] = usePageParam();
  const [filter, applyFilter] = useFilterParams(APPLICANT_FILTER_FIELDS);
  // A hand-edited URL with a reversed CTC range asks without that range rather than failing.
  const body = useMemo(
    () =>
      applicantFilterBody.safeParse(filter).success
        ? filledFilter(filter)
        : filledFilter({ ...filter, min_ctc: '', max_ctc: '' }),
    [filter],
  );
  const applicants = useApplicants(page, body);
  return (
    <>
      <ApplicantsHeader screen="list" />
      <ApplicantsFilter values={filter} onApply={applyFilter} />
      {applicants.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(applicants.error)}
        </Alert>
      )}
      <ApplicantsTable
        data={applicants.data}
        loading={applicants.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
