// /employee/timesheets, /hrms/timesheets and /company/timesheets (issue 24): a page of timesheets,
// newest month first. hrms filters by month, client and status and sees the month at a glance
// (placements with no timesheet yet, drafts, submitted, approved, rejected), creating a missing
// one on demand; the client company filters by month and status; an employee starts its own this
// month or last when the scheduler made none. Page and filters live in the URL.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TIMESHEET_STATUS_LABELS, TIMESHEET_STATUSES, type TimesheetStatus } from '@staffdesk/shared';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import type { ListFilterDeclaration } from '../../../components/list-filter-fields';
import { ResourceHeader } from '../../../components/resource-header';
import { type FilterValues, filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { timesheetsApi, useMissingTimesheets, useStatusCount } from '../api/timesheets-api';
import { StartMonths } from '../components/start-month';
import { type TimesheetArea, useTimesheetArea } from '../components/timesheet-area';
import { monthLabel } from '../components/timesheet-figures';
import { COMPANY_TIMESHEET_FILTER, HRMS_TIMESHEET_FILTER, MISSING } from '../components/timesheets-filter';
import { MissingTable, TimesheetsTable } from '../components/timesheets-table';

const NO_FILTER = { label: 'Filter timesheets', fields: [], params: {}, empty: {} } as ListFilterDeclaration;
const FILTERS: Record<TimesheetArea, ListFilterDeclaration> = {
  hrms: HRMS_TIMESHEET_FILTER,
  company: COMPANY_TIMESHEET_FILTER,
  employee: NO_FILTER,
};

export function TimesheetsListPage() {
  const { area, base, resource } = useTimesheetArea();
  const [page, setPage] = usePageParam();
  const [filter, apply] = useListFilter(FILTERS[area]);
  const month = String(filter.month ?? '');
  const missing = area === 'hrms' && filter.status === MISSING;
  return (
    <Stack spacing={2}>
      <ResourceHeader resource={resource} screen="list" editable={false} />
      {area !== 'employee' && <ListFilter filter={FILTERS[area]} />}
      {area === 'employee' && <StartMonths base={base} />}
      {area === 'hrms' && month && (
        <MonthAtAGlance
          month={month}
          clientId={filter.client_id}
          status={String(filter.status ?? '')}
          onPick={(status) => apply({ ...filter, status })}
        />
      )}
      {missing ? (
        <Missing month={month} clientId={filter.client_id} page={page} onPageChange={setPage} />
      ) : (
        <Timesheets area={area} base={base} filter={filter} page={page} onPageChange={setPage} />
      )}
    </Stack>
  );
}

function Timesheets({
  area,
  base,
  filter,
  page,
  onPageChange,
}: {
  area: TimesheetArea;
  base: string;
  filter: FilterValues;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = timesheetsApi.useList(page, filledFilter(filter));
  return (
    <TimesheetsTable
      area={area}
      base={base}
      data={list.data}
      loading={list.isFetching}
      page={page}
      onPageChange={onPageChange}
    />
  );
}

/** Without a month chosen, the placements missing this month's timesheet. */
function Missing({
  month,
  clientId,
  page,
  onPageChange,
}: {
  month: string;
  clientId: FilterValues[string] | undefined;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const shown = month || new Date().toISOString().slice(0, 7);
  const list = useMissingTimesheets(page, { month: shown, ...(clientId ? { client_id: clientId } : {}) });
  return (
    <MissingTable
      month={shown}
      data={list.data}
      loading={list.isFetching}
      page={page}
      onPageChange={onPageChange}
    />
  );
}

function CountChip({
  label,
  count,
  selected,
  onClick,
}: {
  label: string;
  count: number | undefined;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={`${label}: ${count ?? '…'}`}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      onClick={onClick}
      aria-pressed={selected}
    />
  );
}

/** The chosen month's timesheets by status, each a click away from its list. */
function MonthAtAGlance({
  month,
  clientId,
  status,
  onPick,
}: {
  month: string;
  clientId: FilterValues[string] | undefined;
  status: string;
  onPick: (status: string) => void;
}) {
  const missing = useMissingTimesheets(1, { month, ...(clientId ? { client_id: clientId } : {}) });
  const counts: Record<TimesheetStatus, number | undefined> = {
    draft: useStatusCount(month, 'draft', clientId).data,
    submitted: useStatusCount(month, 'submitted', clientId).data,
    approved: useStatusCount(month, 'approved', clientId).data,
    rejected: useStatusCount(month, 'rejected', clientId).data,
  };
  return (
    <Stack
      direction="row"
      aria-label={`${monthLabel(month)} at a glance`}
      role="group"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <CountChip
        label="No timesheet yet"
        count={missing.data?.count}
        selected={status === MISSING}
        onClick={() => onPick(MISSING)}
      />
      {TIMESHEET_STATUSES.map((s) => (
        <CountChip
          key={s}
          label={TIMESHEET_STATUS_LABELS[s]}
          count={counts[s]}
          selected={status === s}
          onClick={() => onPick(s)}
        />
      ))}
    </Stack>
  );
}
