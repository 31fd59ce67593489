// GET employees/reporting-managers?search=: addresses already given as reporting managers, searched
// as the user types (a short pause first, so typing an address is not one request per key).
import { REPORTING_MANAGER_LOOKUP_LIMIT } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';

const PAUSE_MS = 250;

export function useReportingManagerSearch(typed: string) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim().toLowerCase()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    queryKey: ['employees', 'reporting-managers', search],
    queryFn: async () =>
      (await apiGet<string[]>(`employees/reporting-managers?search=${encodeURIComponent(search)}`)).data,
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (emails) => emails.slice(0, REPORTING_MANAGER_LOOKUP_LIMIT),
  });
}
