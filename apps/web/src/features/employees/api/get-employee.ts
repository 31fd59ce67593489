// GET employees/{id}, the signed-in employee's own GET employees/profile, and the form pre-filled
// from a joined applicant (GET employees/from-applicant/{id}).
import type { Employee, EmployeeDraft } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { employeesKeys } from './employees-keys';

export const useEmployee = (id: number | undefined) =>
  useQuery({
    queryKey: employeesKeys.detail(id ?? 0),
    queryFn: async () => (await apiGet<Employee>(`employees/${id}`)).data,
    enabled: id !== undefined,
    // The edit form must start from the newest row, or its updated_at answers 409 on save.
    staleTime: 0,
  });

export const useOwnEmployee = () =>
  useQuery({
    queryKey: employeesKeys.own,
    queryFn: async () => (await apiGet<Employee>('employees/profile')).data,
    staleTime: 0,
  });

export const useEmployeeDraft = (applicantId: number | undefined) =>
  useQuery({
    queryKey: employeesKeys.draft(applicantId ?? 0),
    queryFn: async () => (await apiGet<EmployeeDraft>(`employees/from-applicant/${applicantId}`)).data,
    enabled: applicantId !== undefined,
    retry: false,
  });
