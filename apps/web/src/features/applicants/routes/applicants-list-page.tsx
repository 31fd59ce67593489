// /applicants: the filter form and 10 applicants a page; ?position and ?client pre-filter it
// (spec 000 §2), and the whole filter and page live in the URL.

import Alert from '@mui/material/Alert';
import { amountRangeUsable } from '@staffdesk/shared';
import { useMemo } from 'react';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { useApplicants } from '../api/get-applicants';
import { APPLICANT_FILTER } from '../components/applicants-filter';
import { APPLICANTS } from '../components/applicants-resource';
import { ApplicantsTable } from '../components/applicants-table';

export function ApplicantsListPage() {
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(APPLICANT_FILTER);
  // A hand-edited URL with a reversed or malformed CTC range asks without that range rather than failing.
  const body = useMemo(
    () =>
      amountRangeUsable(String(filter.min_ctc ?? ''), String(filter.max_ctc ?? ''))
        ? filledFilter(filter)
        : filledFilter({ ...filter, min_ctc: '', max_ctc: '' }),
    [filter],
  );
  const applicants = useApplicants(page, body);
  return (
    <>
      <ResourceHeader
        resource={APPLICANTS}
        screen="list"
        exportList={{ path: 'filters/applicants', filter: body }}
      />
      <ListFilter filter={APPLICANT_FILTER} />
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
