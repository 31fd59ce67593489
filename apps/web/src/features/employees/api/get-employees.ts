// POST filters/employees?skip&limit with { search, skill_id, client_id } → one page of 10 (spec 001 §7).
import { type EmployeeFilterBody, type EmployeeListItem, PAGE_SIZE } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiPost } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';
import { employeesKeys } from './employees-keys';

export type EmployeesPage = ListPage<EmployeeListItem>;

export const getEmployees = async (page: number, filter: EmployeeFilterBody) =>
  (
    await apiPost<EmployeesPage>('filters/employees', filter, {
      skip: skipOf(page, PAGE_SIZE),
      limit: PAGE_SIZE,
    })
  ).data;

export const useEmployees = (page: number, filter: EmployeeFilterBody) =>
  useQuery({
    queryKey: employeesKeys.list(page, filter),
    queryFn: () => getEmployees(page, filter),
    placeholderData: keepPreviousData,
  });
