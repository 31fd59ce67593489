// PUT positions/:id with the updated_at the form loaded (a newer row answers 409).
import type { Position, PositionBody } from '@staffdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { positionsKeys } from './positions-keys';

export const updatePosition = ({ id, body }: { id: number; body: PositionBody }) =>
  apiPut<Position>(`positions/${id}`, body);

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    // The applicant form's position select reads company-positions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['company-positions'] }),
      ]),
  });
}
