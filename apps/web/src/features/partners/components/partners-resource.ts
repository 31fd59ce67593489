// The Partners screens (spec 001 §2): title, tabs, header button and their keys.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const PARTNERS: ResourceDeclaration = {
  path: '/partners',
  title: 'Partners',
  /** Spec 001 §2: the list is titled Partners (page title) or Partners Management (header). */
  heading: 'Partners Management',
  singular: 'Partner',
  createLabel: 'Create Partners Account',
  keys: { list: 'list-partners', create: 'create-partners', edit: 'edit-partners' },
};
