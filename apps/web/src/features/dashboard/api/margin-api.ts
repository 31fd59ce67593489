// GET reports/margin (issue 25): a page of the margin rows with the months and totals of the range.
import type { MarginReport } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROOT, apiGet } from '../../../lib/api-client';

export const MARGIN_PAGE_SIZE = 25;

export interface MarginRange {
  from: string;
  to: string;
}

export const useMarginReport = (range: MarginRange, page: number) =>
  useQuery({
    queryKey: ['dashboard', 'margin', range.from, range.to, page],
    queryFn: async () =>
      (
        await apiGet<MarginReport>('reports/margin', {
          ...range,
          skip: page * MARGIN_PAGE_SIZE,
          limit: MARGIN_PAGE_SIZE,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The export's address: the browser downloads it with the session cookie. */
export const marginExportUrl = (range: MarginRange, format: 'csv' | 'xlsx') =>
  `${API_ROOT}/reports/margin/export?${new URLSearchParams({ format, ...range })}`;
