// Query keys of the positions area, so every write can invalidate exactly what it changed.
import type { PositionFilterBody } from '@staffdesk/shared';

export const positionsKeys = {
  all: ['positions'] as const,
  list: (page: number, filter: PositionFilterBody) => ['positions', 'list', page, filter] as const,
  detail: (id: number) => ['positions', 'detail', id] as const,
};
