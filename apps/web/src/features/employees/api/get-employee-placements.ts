// GET placements?employee_id= (issue 24): the placements of the employee a profile shows, as the
// viewer may see them (the server leaves out the rates the viewer is not given).
import type { PlacementListItem } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';

export const useEmployeePlacements = (employeeId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['placements', 'employee', employeeId],
    queryFn: async () =>
      (
        await apiGet<ListPage<PlacementListItem>>('placements', {
          employee_id: employeeId,
          skip: 0,
          limit: 20,
        })
      ).data,
    enabled,
  });
