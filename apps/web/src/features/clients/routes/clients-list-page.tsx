// /hrms/clients: search and 10 clients a page; search and page live in the URL.
import Alert from '@mui/material/Alert';
import { ResourceHeader } from '../../../components/resource-header';
import { SearchFilter, searchFilter, useSearchParam } from '../../../components/search-filter';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { clientsApi } from '../api/clients-api';
import { CLIENTS } from '../components/clients-resource';
import { ClientsTable } from '../components/clients-table';

const SEARCH = searchFilter('Search clients', 'Company name or e-mail');

export function ClientsListPage() {
  const [page, setPage] = usePageParam();
  const [filter] = useSearchParam(SEARCH);
  const shown = filledFilter(filter);
  const clients = clientsApi.useList(page, shown);
  return (
    <>
      <ResourceHeader resource={CLIENTS} screen="list" exportList={{ path: 'clients', filter: shown }} />
      <SearchFilter filter={SEARCH} />
      {clients.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(clients.error)}
        </Alert>
      )}
      <ClientsTable data={clients.data} loading={clients.isFetching} page={page} onPageChange={setPage} />
    </>
  );
}
