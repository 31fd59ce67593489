// /partners: search and 10 partners a page; search and page live in the URL.
import Alert from '@mui/material/Alert';
import { ResourceHeader } from '../../../components/resource-header';
import { SearchFilter, searchFilter, useSearchParam } from '../../../components/search-filter';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { partnersApi } from '../api/partners-api';
import { PARTNERS } from '../components/partners-resource';
import { PartnersTable } from '../components/partners-table';

const SEARCH = searchFilter('Search partners', 'Account name or e-mail');

export function PartnersListPage() {
  const [page, setPage] = usePageParam();
  const [filter] = useSearchParam(SEARCH);
  const shown = filledFilter(filter);
  const partners = partnersApi.useList(page, shown);
  return (
    <>
      <ResourceHeader resource={PARTNERS} screen="list" exportList={{ path: 'partners', filter: shown }} />
      <SearchFilter filter={SEARCH} />
      {partners.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(partners.error)}
        </Alert>
      )}
      <PartnersTable data={partners.data} loading={partners.isFetching} page={page} onPageChange={setPage} />
    </>
  );
}
