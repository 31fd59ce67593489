// POST filters/positions?skip&limit with the filter body → one page of positions (spec 000 §7, §9).
import { PAGE_SIZE, type PositionFilterBody, type PositionListItem } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiPost } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';
import { positionsKeys } from './positions-keys';

export type PositionsPage = ListPage<PositionListItem>;

export const getPositions = async (page: number, filter: PositionFilterBody) =>
  (
    await apiPost<PositionsPage>('filters/positions', filter, {
      skip: skipOf(page, PAGE_SIZE),
      limit: PAGE_SIZE,
    })
  ).data;

export const usePositions = (page: number, filter: PositionFilterBody) =>
  useQuery({
    queryKey: positionsKeys.list(page, filter),
    queryFn: () => getPositions(page, filter),
    placeholderData: keepPreviousData,
  });
