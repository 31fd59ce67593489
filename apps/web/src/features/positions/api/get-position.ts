// GET positions/:id → the record the view and edit forms show.
import type { Position } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { positionsKeys } from './positions-keys';

export const getPosition = async (id: number) => (await apiGet<Position>(`positions/${id}`)).data;

export const usePosition = (id: number | undefined) =>
  useQuery({
    queryKey: positionsKeys.detail(id ?? 0),
    queryFn: () => getPosition(id!),
    enabled: id !== undefined,
    // The edit form must start from the newest row, or its updated_at answers 409 on save.
    staleTime: 0,
  });
