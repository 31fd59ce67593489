// The area a leave screen is in, from its path: /hrms/leaves, /company/leaves or /employee/leaves,
// and the shared header's declaration of each (title, tabs, 'Apply Leave' behind the area's key).
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type LeaveArea = 'hrms' | 'company' | 'employee';

const KEYS: Record<LeaveArea, string> = { hrms: 'hrms', company: 'company', employee: 'employee-leaves' };

export const leaveResource = (area: LeaveArea): ResourceDeclaration => ({
  path: `/${area}/leaves`,
  title: 'Leaves',
  singular: 'Leave',
  createLabel: 'Apply Leave',
  keys: { list: KEYS[area], create: KEYS[area], edit: KEYS[area] },
});

export function useLeaveArea() {
  const area = useLocation().pathname.split('/')[1] as LeaveArea;
  return { area, base: `/${area}/leaves`, own: area === 'employee', resource: leaveResource(area) };
}
