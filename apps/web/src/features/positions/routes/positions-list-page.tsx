// /positions: the filter form and 10 positions a page; the filter and page live in the URL.

import Alert from '@mui/material/Alert';
import { amountRangeUsable } from '@staffdesk/shared';
import { useMemo } from 'react';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { usePositions } from '../api/get-positions';
import { POSITION_FILTER } from '../components/positions-filter';
import { POSITIONS } from '../components/positions-resource';
import { PositionsTable } from '../components/positions-table';

export function PositionsListPage() {
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(POSITION_FILTER);
  // A hand-edited URL with a reversed or malformed salary range asks without that range rather than failing.
  const body = useMemo(
    () =>
      amountRangeUsable(String(filter.min_salary ?? ''), String(filter.max_salary ?? ''))
        ? filledFilter(filter)
        : filledFilter({ ...filter, min_salary: '', max_salary: '' }),
    [filter],
  );
  const positions = usePositions(page, body);
  return (
    <>
      <ResourceHeader
        resource={POSITIONS}
        screen="list"
        exportList={{ path: 'filters/positions', filter: body }}
      />
      <ListFilter filter={POSITION_FILTER} />
      {positions.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(positions.error)}
        </Alert>
      )}
      <PositionsTable
        data={positions.data}
        loading={positions.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
