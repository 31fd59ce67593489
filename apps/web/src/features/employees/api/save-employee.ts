// POST employees, PUT employees/{id} and the employee's own PUT employees/profile; every list and
// record of the area reloads after a write (and the applicant, which links to its employee).
import type { Employee, EmployeeBody, EmployeeProfileBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/api-client';
import { employeesKeys } from './employees-keys';

function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeesKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['applicants'] }),
    ]);
}

export function useCreateEmployee() {
  const onSuccess = useReload();
  return useMutation({ mutationFn: (body: EmployeeBody) => apiPost<Employee>('employees', body), onSuccess });
}

export function useUpdateEmployee() {
  const onSuccess = useReload();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeBody }) =>
      apiPut<Employee>(`employees/${id}`, body),
    onSuccess,
  });
}

export function useUpdateOwnProfile() {
  const onSuccess = useReload();
  return useMutation({
    mutationFn: ({ body }: { id: number; body: EmployeeProfileBody }) =>
      apiPut<Employee>('employees/profile', body),
    onSuccess,
  });
}
