// /hrms/clients/calendar/:id: a client's working calendar (issue 24) — weekly offs by weekday and
// week of the month, the client's own holidays (full or half day). The agency's mandatory holidays
// apply on top; the month's working days are counted by the server from the saved calendar.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientCalendar, WeeklyOff } from '@staffdesk/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/resource-form';
import { useAccess } from '../../../lib/access';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { useClientCalendar, useSaveClientCalendar, useWorkingDays } from '../api/client-calendar-api';
import { clientsApi } from '../api/clients-api';
import { CalendarHolidays, type HolidayRow, holidayRow } from '../components/calendar-holidays';
import { CalendarWeeklyOffs } from '../components/calendar-weekly-offs';
import { CLIENTS } from '../components/clients-resource';

export function ClientCalendarPage() {
  const id = Number(useParams().id);
  const client = clientsApi.useRecord(id);
  const calendar = useClientCalendar(id);
  const name = client.data?.company_name ?? 'Client';
  return (
    <>
      <PageHeader
        title="Working calendar"
        breadcrumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: CLIENTS.title, to: CLIENTS.path },
          { label: name, to: `${CLIENTS.path}/view/${id}` },
          { label: 'Working calendar' },
        ]}
      />
      <RecordGate loading={calendar.isPending} error={calendar.error}>
        {calendar.data && <CalendarEditor clientId={id} calendar={calendar.data} />}
      </RecordGate>
    </>
  );
}

function CalendarEditor({ clientId, calendar }: { clientId: number; calendar: ClientCalendar }) {
  const { can } = useAccess();
  const [offs, setOffs] = useState<WeeklyOff[]>(calendar.weekly_offs);
  const [rows, setRows] = useState<HolidayRow[]>(() => calendar.holidays.map(holidayRow));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveClientCalendar(clientId);
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const submit = () => {
    setProblem(null);
    const body = {
      weekly_offs: offs,
      holidays: rows.map(({ date, name, half_day }) => ({ date, name, half_day })),
      updated_at: calendar.updated_at,
    };
    save.mutate(body, {
      onSuccess: (res) => enqueueSnackbar(res.message, { variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.errors?.length)
          setProblem(error.errors.map((e) => e.message).join(' '));
        else setProblem(errorMessage(error));
        showError(error, submit);
      },
    });
  };
  const editable = can('edit-client');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <MonthSummary clientId={clientId} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Weekly offs
        </Typography>
        <CalendarWeeklyOffs value={offs} onChange={setOffs} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 0.5 }}>
          Client holidays
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The agency's mandatory holidays apply to every client as well.
        </Typography>
        <CalendarHolidays rows={rows} onChange={setRows} />
      </Paper>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {editable && (
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            Save calendar
          </Button>
        )}
        <Button component={RouterLink} to={`${CLIENTS.path}/view/${clientId}`}>
          Back to the client
        </Button>
      </Box>
    </Box>
  );
}

/** This month's working days on the saved calendar, as leaves and timesheets count them. */
function MonthSummary({ clientId }: { clientId: number }) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const days = useWorkingDays(clientId, first.toISOString().slice(0, 10), last.toISOString().slice(0, 10));
  const month = first.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (!days.data) return null;
  return (
    <Alert severity="info">
      {month}: {days.data.working_days} working days on the saved calendar.
    </Alert>
  );
}
