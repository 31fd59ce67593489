// The area a leave screen is in, from its path: /hrms/leaves, /company/leaves or /employee/leaves.
import { useLocation } from 'react-router';

export type LeaveArea = 'hrms' | 'company' | 'employee';

export function useLeaveArea() {
  const area = useLocation().pathname.split('/')[1] as LeaveArea;
  return { area, base: `/${area}/leaves`, own: area === 'employee' };
}
