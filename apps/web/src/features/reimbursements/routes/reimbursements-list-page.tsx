// /employee/reimbursements (the employee's own claims) and /hrms/reimbursements (every claim, with
// the employee and status filters); page and filters live in the URL.
import Alert from '@mui/material/Alert';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { reimbursementsApi } from '../api/reimbursements-api';
import { useReimbursementArea } from '../components/reimbursement-area';
import { REIMBURSEMENT_FILTER } from '../components/reimbursements-filter';
import { ReimbursementsTable } from '../components/reimbursements-table';

export function ReimbursementsListPage() {
  const { area, resource, own } = useReimbursementArea();
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(REIMBURSEMENT_FILTER);
  const shown = own ? {} : filledFilter(filter);
  const claims = reimbursementsApi.useList(page, shown);
  return (
    <>
      <ResourceHeader
        resource={resource}
        screen="list"
        exportList={{ path: 'reimbursements', filter: shown }}
      />
      {!own && <ListFilter filter={REIMBURSEMENT_FILTER} />}
      {claims.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(claims.error)}
        </Alert>
      )}
      <ReimbursementsTable
        area={area}
        data={claims.data}
        loading={claims.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
