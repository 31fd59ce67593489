// An employee's own placements with no timesheet for this month or the last (a placement made
// after the scheduler prepared the month's timesheets): each offers to start it, pre-filled from the
// client's calendar as the scheduler would have, and opens it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMissingTimesheets } from '../api/timesheets-api';
import { monthLabel } from './timesheet-figures';
import { useStartTimesheet } from './use-start-timesheet';

/** YYYY-MM of this month and the one before, newest first. */
function recentMonths(today = new Date()) {
  const month = (back: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return d.toISOString().slice(0, 7);
  };
  return [month(0), month(1)];
}

export function StartMonths({ base }: { base: string }) {
  const [current, previous] = recentMonths();
  return (
    <>
      <MonthToStart month={current!} base={base} />
      <MonthToStart month={previous!} base={base} />
    </>
  );
}

function MonthToStart({ month, base }: { month: string; base: string }) {
  const missing = useMissingTimesheets(1, { month });
  const { start, starting } = useStartTimesheet(base, month);
  if (!missing.data?.list.length) return null;
  return (
    <Stack spacing={1}>
      {missing.data.list.map((row) => (
        <Alert
          key={row.placement_id}
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={starting}
              onClick={() => start(row)}
              aria-label={`Start the timesheet of ${monthLabel(month)} at ${row.client_name}`}
            >
              Start timesheet
            </Button>
          }
        >
          No timesheet yet for {monthLabel(month)} at {row.client_name}.
        </Alert>
      ))}
    </Stack>
  );
}
