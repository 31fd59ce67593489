// The three timesheet areas (issue 24), from the path: /employee/timesheets (the employee fills its
// own), /hrms/timesheets (the agency: every placement's month, on the employee's behalf too) and
// /company/timesheets (the client's approvers). The server decides what each sees and may do.
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type TimesheetArea = 'employee' | 'hrms' | 'company';

const KEYS: Record<TimesheetArea, string> = { employee: 'placements', hrms: 'hrms', company: 'company' };

export const timesheetResource = (area: TimesheetArea): ResourceDeclaration => ({
  path: `/${area}/timesheets`,
  title: 'Timesheets',
  singular: 'Timesheet',
  keys: { list: KEYS[area], create: null, edit: KEYS[area] },
});

export const TIMESHEET_KEYS = KEYS;

export function useTimesheetArea() {
  const segment = useLocation().pathname.split('/')[1];
  const area: TimesheetArea = segment === 'hrms' ? 'hrms' : segment === 'company' ? 'company' : 'employee';
  return { area, base: `/${area}/timesheets`, resource: timesheetResource(area) };
}
