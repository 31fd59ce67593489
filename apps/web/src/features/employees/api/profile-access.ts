// PUT employees/profile-access with { employeeId, isRevoked } (spec 001 §4, §7): hrms blocks or
// unblocks an employee's sign-in; the employee is reloaded afterwards.
import type { ProfileAccessBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { employeesKeys } from './employees-keys';

export function useProfileAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileAccessBody) => apiPut<unknown>('employees/profile-access', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKeys.all }),
  });
}
