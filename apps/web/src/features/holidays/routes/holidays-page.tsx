// /hrms/holidays, /company/holidays, /employee/holidays (spec 001 §2, §4, §5 Holiday, §6): the year's
// holidays with day of week, date, name and type, and the note. Only hrms adds, edits, deletes and
// edits the note; the others read. The note arrives as HTML cleaned by the server's allow-list.

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOLIDAY_MESSAGES, type Holiday } from '@staffdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { RecordActions } from '../../../components/record-actions';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLoadedOnce } from '../../../lib/use-loaded-once';
import { useDeleteHoliday, useHolidayNote, useHolidays, useSaveHolidayNote } from '../api/holidays-api';
import type { Draft } from '../components/holiday-form';
import { HOLIDAYS } from '../components/holidays-resource';

// The editor (Tiptap) loads the first time hrms opens the note for editing, and the add/edit form
// (its date picker and the schema) the first time hrms opens it: the list itself draws neither.
const HolidayNoteEditor = lazy(() => import('../components/holiday-note-editor'));
const HolidayForm = lazy(() =>
  import('../components/holiday-form').then((m) => ({ default: m.HolidayForm })),
);

function HolidayNoteCard({ editable }: { editable: boolean }) {
  const { data } = useHolidayNote();
  const save = useSaveHolidayNote();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const submit = async () => {
    const { holidayNoteInput } = await import('../components/holiday-note-schema');
    const parsed = holidayNoteInput.safeParse({ holidayNote: text ?? '' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? HOLIDAY_MESSAGES.noteRequired);
    try {
      await save.mutateAsync({
        id: data?.id ?? 0,
        holidayNote: parsed.data.holidayNote,
        updated_at: data?.updated_at ?? null,
      });
      setText(null);
      setError('');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Holiday Note
          </Typography>
          {editable && text === null && <Button onClick={() => setText(data?.note ?? '')}>Edit</Button>}
        </Stack>
        {text === null ? (
          // The server keeps only allow-listed tags and attributes (holidays.service.ts sanitizeNote).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list
          <Box data-testid="holiday-note" dangerouslySetInnerHTML={{ __html: data?.note || '<p>-</p>' }} />
        ) : (
          <Stack spacing={1}>
            <Suspense fallback={<LinearProgress aria-label="Loading the editor" />}>
              <HolidayNoteEditor initial={data?.note ?? ''} onChange={setText} error={error} />
            </Suspense>
            {error && (
              <Typography color="error" variant="body2" role="alert">
                {error}
              </Typography>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={submit} disabled={save.isPending}>
                Update
              </Button>
              <Button color="inherit" onClick={() => setText(null)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function HolidaysPage() {
  const editable = useAccess().can('hrms');
  const navigate = useNavigate();
  const [year, setYear] = useState(new Date().getFullYear());
  const { data, isLoading, isError } = useHolidays(year);
  const holidaysArrived = useLoadedOnce(data !== undefined || isError);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = useDeleteHoliday();
  const { askDelete, dialog } = useDeleteRecord<Holiday>({
    confirmText: HOLIDAY_MESSAGES.deleteConfirmText,
    successText: HOLIDAY_MESSAGES.deleted,
    remove: (row) => remove.mutateAsync(row.id),
  });
  return (
    <Stack spacing={2}>
      <PageHeader title="Holidays" breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Holidays' }]} />
      {editable &&
        (formOpen || editing ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {editing ? 'Edit Holiday' : 'Add Holiday'}
              </Typography>
              <Suspense fallback={<LinearProgress aria-label="Loading the form" />}>
                <HolidayForm
                  key={editing?.id ?? 'new'}
                  draft={editing ?? undefined}
                  onDone={() => setEditing(null)}
                />
              </Suspense>
            </CardContent>
          </Card>
        ) : (
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setFormOpen(true)}>
              Add Holiday
            </Button>
          </Box>
        ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setYear(year - 1)}>Previous year</Button>
        <Typography component="h2" variant="h6">
          {year}
        </Typography>
        <Button onClick={() => setYear(year + 1)}>Next year</Button>
      </Stack>
      <DataTable
        aria-label="Holidays"
        rows={data}
        loading={isLoading}
        getRowId={(row) => row.id}
        count={data?.length ?? 0}
        page={1}
        pageSize={Math.max(data?.length ?? 0, 1)}
        onPageChange={() => {}}
        emptyText="No data found"
        columns={[
          { key: 'day', header: 'Day' },
          { key: 'date', header: 'Date', render: (row) => formatDate(row.date), noWrap: true },
          { key: 'holiday', header: 'Holiday', card: 'title' },
          {
            key: 'type',
            header: 'Type',
            render: (row) => (row.type === 'mandatory' ? 'Mandatory' : 'Optional'),
          },
          {
            key: 'action',
            header: 'Action',
            hidden: !editable,
            card: 'actions',
            render: (row) => (
              <RecordActions
                name={row.holiday}
                onView={() => navigate(`${HOLIDAYS.path}/view/${row.id}`)}
                onEdit={() => {
                  setFormOpen(true);
                  setEditing({ ...row });
                }}
                onDelete={() => askDelete(row)}
              />
            ),
          },
        ]}
      />
      {holidaysArrived && <HolidayNoteCard editable={editable} />}
      {dialog}
    </Stack>
  );
}
