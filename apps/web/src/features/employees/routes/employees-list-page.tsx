// /hrms/employees and /company/employees: the filter and 10 employees a page; filter and page live
// in the URL.
import Alert from '@mui/material/Alert';
import type { EmployeeFilterBody } from '@staffdesk/shared';
import { useLocation } from 'react-router';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { useEmployees } from '../api/get-employees';
import { EMPLOYEE_FILTERS } from '../components/employees-filter';
import { EmployeesHeader, listAreaOf } from '../components/employees-header';
import { EmployeesTable } from '../components/employees-table';

export function EmployeesListPage() {
  const area = listAreaOf(useLocation().pathname);
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(EMPLOYEE_FILTERS[area]);
  const body = filledFilter(filter) as EmployeeFilterBody;
  const employees = useEmployees(page, body);
  return (
    <>
      <EmployeesHeader area={area} screen="list" exportList={{ path: 'filters/employees', filter: body }} />
      <ListFilter filter={EMPLOYEE_FILTERS[area]} />
      {employees.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(employees.error)}
        </Alert>
      )}
      <EmployeesTable
        area={area}
        data={employees.data}
        loading={employees.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
