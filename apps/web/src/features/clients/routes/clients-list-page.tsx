// /hrms/clients: search and 10 clients a page; search and page live in the URL.
import Alert from '@mui/material/Alert';
import { ResourceHeader } from '../../../components/resource-header';
import { SearchFilter, useSearchParam } from '../../../components/search-filter';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { clientsApi } from '../api/clients-api';
import { CLIENTS } from '../components/clients-resource';
import { ClientsTable } from '../components/clients-table';

export function ClientsListPage() {
  const [page, setPage] = usePageParam();
  const [filter] = useSearchParam();
  const clients = clientsApi.useList(page, filledFilter(filter));
  return (
    <>
      <ResourceHeader resource={CLIENTS} screen="list" />
      <SearchFilter label="Search clients" placeholder="Company name or e-mail" />
      {clients.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(clients.error)}
        </Alert>
      )}
      <ClientsTable data={clients.data} loading={clients.isFetching} page={page} onPageChange={setPage} />
    </>
  );
}
