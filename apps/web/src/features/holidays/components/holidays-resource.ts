// The hrms holiday screens (spec 001 §2): the list at /hrms/holidays adds inline, so there is no
// create screen; the tabs are Edit Holiday, View Holiday and Holidays.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const HOLIDAYS: ResourceDeclaration = {
  path: '/hrms/holidays',
  title: 'Holidays',
  singular: 'Holiday',
  keys: { list: 'hrms', create: null, edit: 'hrms' },
};
