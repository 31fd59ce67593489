// /hrms/leaves/calendar and /company/leaves/calendar: who is away in a month, pending and approved,
// with the year's holidays marked. react-big-calendar draws the month (this page and its CSS load
// only when it is opened); the month is kept in the URL (?month=YYYY-MM) so reload and back keep it.
// A month of at most LEAVE_CALENDAR_NAMES leaves shows them by name; a busier one shows how many are
// away each day, and opening a day lists them a page at a time (issue 23: a bounded answer).
import 'react-big-calendar/lib/css/react-big-calendar.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LeaveCalendarDay, LeaveCalendarItem } from '@staffdesk/shared';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Calendar, dayjsLocalizer, type View } from 'react-big-calendar';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHolidays } from '../../holidays/api/holidays-api';
import { useLeaveCalendar } from '../api/leaves-api';
import { useLeaveArea } from '../components/leave-area';
import { LeaveDayDialog } from '../components/leave-day-dialog';

const localizer = dayjsLocalizer(dayjs);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type CalendarEvent =
  | { kind: 'leave'; title: string; start: Date; end: Date; allDay: true; leave: LeaveCalendarItem }
  | { kind: 'holiday'; title: string; start: Date; end: Date; allDay: true; mandatory: boolean }
  | { kind: 'day'; title: string; start: Date; end: Date; allDay: true; day: LeaveCalendarDay };

/** "12 away (7 approved, 5 pending)": a busy month's day. */
const awayLabel = ({ approved, pending }: LeaveCalendarDay) =>
  `${approved + pending} away (${approved} approved, ${pending} pending)`;

/** A local midnight for YYYY-MM-DD (the calendar lays days out in the browser's time). */
const day = (iso: string) => dayjs(iso, 'YYYY-MM-DD').startOf('day');

function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get('month') ?? '';
  const month = MONTH.test(given) ? given : dayjs().format('YYYY-MM');
  const set = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', next);
      return updated;
    });
  return [month, set];
}

export function LeaveCalendarPage() {
  const { base, area } = useLeaveArea();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // A phone opens on the agenda (a list of who is away): the month grid's cells are too narrow to read.
  const [view, setView] = useState<View>(narrow ? 'agenda' : 'month');
  const [month, setMonth] = useMonthParam();
  const shown = day(`${month}-01`);
  const leaves = useLeaveCalendar(month);
  const holidays = useHolidays(shown.year());

  const [openDay, setOpenDay] = useState<string | null>(null);
  const total = leaves.data?.total ?? 0;
  const busy = total > (leaves.data?.leaves.length ?? 0);

  const events = useMemo<CalendarEvent[]>(() => {
    const counts: CalendarEvent[] = busy
      ? (leaves.data?.days ?? []).map((d) => ({
          kind: 'day',
          title: awayLabel(d),
          start: day(d.date).toDate(),
          end: day(d.date).add(1, 'day').toDate(),
          allDay: true,
          day: d,
        }))
      : [];
    const away: CalendarEvent[] = (busy ? [] : (leaves.data?.leaves ?? [])).map((leave) => ({
      kind: 'leave',
      title: `${leave.first_name} ${leave.last_name} · ${leave.leave_type} (${leave.status})`,
      start: day(leave.from_date).toDate(),
      // All-day events end at the start of the day after the last one.
      end: day(leave.to_date).add(1, 'day').toDate(),
      allDay: true,
      leave,
    }));
    const off: CalendarEvent[] = (holidays.data ?? []).map((h) => ({
      kind: 'holiday',
      title: `Holiday: ${h.holiday}`,
      start: day(h.date).toDate(),
      end: day(h.date).add(1, 'day').toDate(),
      allDay: true,
      mandatory: h.type === 'mandatory',
    }));
    return [...off, ...counts, ...away];
  }, [leaves.data, holidays.data, busy]);
  const holidayDates = useMemo(() => new Set((holidays.data ?? []).map((h) => h.date)), [holidays.data]);

  const colours = {
    approved: { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
    pending: {
      backgroundColor: alpha(theme.palette.warning.main, 0.18),
      color: theme.palette.text.primary,
      border: `1px dashed ${theme.palette.warning.dark}`,
    },
    holiday: { backgroundColor: alpha(theme.palette.info.main, 0.16), color: theme.palette.info.dark },
    day: { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Leave calendar"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Leaves', to: base }, { label: 'Calendar' }]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {area === 'company' ? 'Your employees' : 'Everyone'} away in {shown.format('MMMM YYYY')}: {total}
        </Typography>
        <Chip size="small" label="Approved" sx={colours.approved} />
        <Chip size="small" label="Pending" sx={colours.pending} />
        <Chip size="small" label="Holiday" sx={colours.holiday} />
      </Stack>
      {busy && (
        <Alert severity="info">
          {total} leaves this month: each day shows how many are away. Open a day to see who.
        </Alert>
      )}
      <Box
        sx={{
          height: narrow ? 560 : 720,
          bgcolor: 'background.paper',
          borderRadius: 1,
          p: { xs: 0.5, sm: 1.5 },
          '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1 },
          '& .rbc-toolbar-label': { fontWeight: 600 },
          '& .rbc-event': { fontSize: narrow ? 11 : 13 },
          '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
        }}
      >
        <Calendar<CalendarEvent>
          localizer={localizer}
          events={events}
          date={shown.toDate()}
          // Back and Next step a whole month in both views (the agenda alone would step `length` days).
          onNavigate={(next, _view, action) =>
            setMonth(
              (action === 'NEXT'
                ? shown.add(1, 'month')
                : action === 'PREV'
                  ? shown.subtract(1, 'month')
                  : dayjs(next)
              ).format('YYYY-MM'),
            )
          }
          views={['month', 'agenda']}
          view={view}
          onView={setView}
          // The agenda runs from its date through `length` days after it, both ends shown and labelled:
          // the 1st plus (days − 1) is the month's last day, not the next month's first.
          length={shown.daysInMonth() - 1}
          popup
          tooltipAccessor="title"
          onSelectEvent={(event) => {
            if (event.kind === 'leave') navigate(`${base}/view/${event.leave.id}`);
            if (event.kind === 'day') setOpenDay(event.day.date);
          }}
          eventPropGetter={(event) => ({
            style:
              event.kind === 'holiday'
                ? colours.holiday
                : event.kind === 'day'
                  ? colours.day
                  : event.leave.status_slug === 'approved'
                    ? colours.approved
                    : colours.pending,
          })}
          dayPropGetter={(date) =>
            holidayDates.has(dayjs(date).format('YYYY-MM-DD'))
              ? { style: { backgroundColor: alpha(theme.palette.info.main, 0.06) } }
              : {}
          }
        />
      </Box>
      <LeaveDayDialog
        date={openDay}
        onClose={() => setOpenDay(null)}
        onOpenLeave={(id) => navigate(`${base}/view/${id}`)}
      />
    </Stack>
  );
}
