// /positions: the filter form and 10 positions a page; the filter and page live in the URL.

import Alert from '@mui/material/Alert';
import { positionFilterBody } from '@staffdesk/shared';
import { useMemo } from 'react';
import { filledFilter, useFilterParams } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { usePositions } from '../api/get-positions';
import { POSITION_FILTER_FIELDS, PositionsFilter } from '../components/positions-filter';
import { PositionsHeader } from '../components/positions-header';
import { PositionsTable } from '../components/positions-table';

export function PositionsListPage() {
  const [page, setPage] = usePageParam();
  const [filter, applyFilter] = useFilterParams(POSITION_FILTER_FIELDS);
  // A hand-edited URL with a reversed salary range asks without that range rather than failing.
  const body = useMemo(
    () =>
      positionFilterBody.safeParse(filter).success
        ? filledFilter(filter)
        : filledFilter({ ...filter, min_salary: '', max_salary: '' }),
    [filter],
  );
  const positions = usePositions(page, body);
  return (
    <>
      <PositionsHeader screen="list" />
      <PositionsFilter values={filter} onApply={applyFilter} />
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
