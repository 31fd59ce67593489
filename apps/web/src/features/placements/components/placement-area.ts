// The three placement areas (issue 24), from the path: /hrms/placements (hrms creates, views and
// edits every placement), /company/placements (a client company views its own) and
// /partners/placements (a partner views those it supplies). The server decides what each sees.
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type PlacementArea = 'hrms' | 'company' | 'partners';

export const PLACEMENT_RESOURCES: Record<PlacementArea, ResourceDeclaration> = {
  hrms: {
    path: '/hrms/placements',
    title: 'Placements',
    singular: 'Placement',
    keys: { list: 'placements', create: 'hrms', edit: 'hrms' },
  },
  company: {
    path: '/company/placements',
    title: 'Placements',
    singular: 'Placement',
    keys: { list: 'placements', create: null, edit: null },
  },
  partners: {
    path: '/partners/placements',
    title: 'Placements',
    singular: 'Placement',
    keys: { list: 'partner-placements', create: null, edit: null },
    root: { label: 'Dashboard', to: '/partners/profile' },
  },
};

export function usePlacementArea() {
  const { pathname } = useLocation();
  const area: PlacementArea = pathname.startsWith('/hrms/')
    ? 'hrms'
    : pathname.startsWith('/company/')
      ? 'company'
      : 'partners';
  return { area, resource: PLACEMENT_RESOURCES[area] };
}
