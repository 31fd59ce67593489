// /hrms/placements, /company/placements and /partners/placements: a page of placements with the
// area's filter; page and filters live in the URL.
import Alert from '@mui/material/Alert';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { placementsApi } from '../api/placements-api';
import { usePlacementArea } from '../components/placement-area';
import { PLACEMENT_FILTERS } from '../components/placements-filter';
import { PlacementsTable } from '../components/placements-table';

export function PlacementsListPage() {
  const { area, resource } = usePlacementArea();
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(PLACEMENT_FILTERS[area]);
  const placements = placementsApi.useList(page, filledFilter(filter));
  return (
    <>
      <ResourceHeader resource={resource} screen="list" />
      <ListFilter filter={PLACEMENT_FILTERS[area]} />
      {placements.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(placements.error)}
        </Alert>
      )}
      <PlacementsTable
        area={area}
        data={placements.data}
        loading={placements.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
