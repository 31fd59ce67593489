// Title, breadcrumb, Create Employee button and tabs of /hrms/employees and /company/employees
// (spec 001 §2); the company area cannot create, so its Create tab and button are left out.
import type { EmployeeArea } from '@staffdesk/shared';
import type { ExportList } from '../../../components/export-button';
import {
  type ResourceDeclaration,
  ResourceHeader,
  type ResourceScreen,
} from '../../../components/resource-header';

const RESOURCES: Record<'hrms' | 'company', ResourceDeclaration> = {
  hrms: {
    path: '/hrms/employees',
    title: 'Employees',
    singular: 'Employee',
    keys: { list: 'hrms', create: 'hrms', edit: 'hrms' },
  },
  // Creating is hrms's alone, so the company area shows no Create tab at all (not a disabled one).
  company: {
    path: '/company/employees',
    title: 'Employees',
    singular: 'Employee',
    keys: { list: 'company', create: null, edit: 'company' },
  },
};

export function EmployeesHeader({
  area,
  screen,
  id,
  exportList,
}: {
  area: 'hrms' | 'company';
  screen: ResourceScreen;
  id?: number;
  exportList?: ExportList;
}) {
  return <ResourceHeader resource={RESOURCES[area]} screen={screen} id={id} exportList={exportList} />;
}

export const listAreaOf = (pathname: string): 'hrms' | 'company' =>
  pathname.startsWith('/company/') ? 'company' : 'hrms';

export type { EmployeeArea };
