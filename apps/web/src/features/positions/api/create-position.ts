// POST positions → the created position; the lists reload.
import type { Position, PositionBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { positionsKeys } from './positions-keys';

export const createPosition = (body: PositionBody) => apiPost<Position>('positions', body);

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    // The applicant form's position select reads company-positions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['company-positions'] }),
      ]),
  });
}
