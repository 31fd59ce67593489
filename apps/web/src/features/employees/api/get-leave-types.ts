// GET master/leave-types as the leave rows of a new employee: each type at its default count.
import { BALANCED_LEAVE_TYPES, type EmployeeLeaveRow } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

interface LeaveType {
  id: number;
  slug: string;
  type: string;
  default_count: number;
}

export const useDefaultLeaveRows = (enabled: boolean) =>
  useQuery({
    queryKey: ['master', 'leave-types', 'rows'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<EmployeeLeaveRow[]> =>
      (await apiGet<LeaveType[]>('master/leave-types')).data.map((t) => ({
        type: t.type,
        slug: t.slug,
        count: t.default_count,
        default_count: t.default_count,
        approved_leaves: 0,
        remaining_leaves: t.default_count,
        is_applicable: BALANCED_LEAVE_TYPES.includes(t.slug) ? 'Y' : 'N',
      })),
  });
