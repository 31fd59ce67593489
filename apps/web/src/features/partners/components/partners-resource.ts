// The Partners screens (spec 001 §2): title, tabs, header button and their keys.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const PARTNERS: ResourceDeclaration = {
  path: '/partners',
  title: 'Partners',
  singular: 'Partner',
  createLabel: 'Create Partners Account',
  keys: { list: 'list-partners', create: 'create-partners', edit: 'edit-partners' },
};
