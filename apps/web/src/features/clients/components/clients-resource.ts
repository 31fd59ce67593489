// The HRMS clients screens (spec 001 §2): title, tabs, header button and their keys.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const CLIENTS: ResourceDeclaration = {
  path: '/hrms/clients',
  title: 'Clients',
  singular: 'Client',
  keys: { list: 'list-clients', create: 'create-client', edit: 'edit-client' },
};
