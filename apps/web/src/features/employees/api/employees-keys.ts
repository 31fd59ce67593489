// Query keys of the employee screens, so every write can invalidate exactly what it changed.
import type { EmployeeFilterBody } from '@staffdesk/shared';

export const employeesKeys = {
  all: ['employees'] as const,
  list: (page: number, filter: EmployeeFilterBody) => ['employees', 'list', page, filter] as const,
  detail: (id: number) => ['employees', 'detail', id] as const,
  own: ['employees', 'own'] as const,
  draft: (applicantId: number) => ['employees', 'draft', applicantId] as const,
};
