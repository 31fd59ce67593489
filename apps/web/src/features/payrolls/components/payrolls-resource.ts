// The HRMS payroll screens (spec 001 §2): title, tabs, header button (Create Payroll) and their key.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const PAYROLLS: ResourceDeclaration = {
  path: '/hrms/payrolls',
  title: 'Payrolls',
  singular: 'Payroll',
  keys: { list: 'hrms', create: 'hrms', edit: 'hrms' },
};
