// /users: User Management, 10 users a page.
import { usePageParam } from '../../../components/use-page-param';
import { useUsers } from '../api/get-users';
import { UsersHeader } from '../components/users-header';
import { UsersTable } from '../components/users-table';

export function UsersListPage() {
  const [page, setPage] = usePageParam();
  const users = useUsers(page);
  return (
    <>
      <UsersHeader screen="list" />
      <UsersTable data={users.data} loading={users.isFetching} page={page} onPageChange={setPage} />
    </>
  );
}
