// The Positions screens (spec 000 §2 Positions): title, tabs, header button and their keys.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const POSITIONS: ResourceDeclaration = {
  path: '/positions',
  title: 'Positions',
  singular: 'Position',
  keys: { list: 'list-positions', create: 'create-position', edit: 'edit-position' },
};
