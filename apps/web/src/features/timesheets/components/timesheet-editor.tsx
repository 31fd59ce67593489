// One timesheet as its viewer may act on it (issue 24): what it is (who, where, which month, its
// status), why it is where it is (rejected: the reason; approved: locked; reopened: the reason), the
// month's grid, and the buttons the server allows this viewer (`can`): Save and Submit for the
// employee and hrms, Approve and Reject for the placement's approvers, Reopen for hrms.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isValidQuantity,
  TIMESHEET_MESSAGES as M,
  type Timesheet,
  type TimesheetEvent,
} from '@staffdesk/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../lib/error-toast';
import { formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { type TimesheetStep, useTimesheetStep } from '../api/timesheets-api';
import { monthLabel, TimesheetStatusChip } from './timesheet-figures';
import { TimesheetGrid } from './timesheet-grid';
import { TimesheetHistory } from './timesheet-history';

const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

const valuesOf = (record: Timesheet) =>
  Object.fromEntries(record.entries.map((e) => [e.date, String(e.quantity)]));
const last = (history: TimesheetEvent[], action: string) => history.findLast((e) => e.action === action);

/** Why the timesheet is where it is, in one line above the grid. */
function StatusNotice({ record }: { record: Timesheet }) {
  const { status, history, can } = record;
  if (status === 'rejected') {
    const event = last(history, 'rejected');
    return (
      <Alert severity="warning">
        Rejected by {event?.by ?? 'the approver'} on {formatDateTime(event?.at ?? record.decided_at)}:{' '}
        <strong>{event?.reason}</strong>
        {can.submit && ' Change the days if needed and submit it again.'}
      </Alert>
    );
  }
  if (status === 'approved') {
    const event = last(history, 'approved');
    return (
      <Alert severity="success">
        Approved by {event?.by ?? 'the approver'} on {formatDateTime(record.decided_at)}. An approved
        timesheet is locked{can.reopen ? '; reopen it to change it.' : '.'}
      </Alert>
    );
  }
  if (status === 'submitted') {
    return (
      <Alert severity="info">
        Submitted on {formatDateTime(record.submitted_at)}
        {can.decide
          ? '. Please check the days, then approve or reject it.'
          : ", waiting for the client's approval."}
      </Alert>
    );
  }
  const reopened = history.at(-1)?.action === 'reopened' ? history.at(-1) : undefined;
  return reopened ? (
    <Alert severity="info">
      Reopened by {reopened.by} on {formatDateTime(reopened.at)}: <strong>{reopened.reason}</strong>
    </Alert>
  ) : null;
}

type Asking = 'reject' | 'reopen' | null;

export function TimesheetEditor({ record }: { record: Timesheet }) {
  const [values, setValues] = useState(() => valuesOf(record));
  const [asking, setAsking] = useState<Asking>(null);
  const step = useTimesheetStep(record.id);
  const { confirm, dialog } = useConfirm();
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const { can, unit } = record;
  const onChange = useCallback(
    (date: string, value: string) => setValues((v) => ({ ...v, [date]: value })),
    [],
  );

  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const [date, value] of Object.entries(values)) {
      if (value.trim() === '' || !isValidQuantity(unit, Number(value))) {
        found[date] = unit === 'day' ? M.dayQuantityInvalid : M.quantityInvalid;
      }
    }
    return found;
  }, [values, unit]);
  const invalid = Object.keys(errors).length > 0;
  const changed = record.entries.filter((e) => values[e.date] !== String(e.quantity));

  const run = async (input: TimesheetStep) => {
    try {
      const answer = await step.mutateAsync(input);
      setValues(valuesOf(answer.data));
      enqueueSnackbar(answer.message, { variant: 'success' });
      return answer.data;
    } catch (error) {
      showError(error, () => run(input));
      return null;
    }
  };
  const save = () =>
    run({
      step: 'save',
      entries: changed.map((e) => ({ date: e.date, quantity: Number(values[e.date]) })),
      updated_at: record.updated_at,
    });
  const submit = async () => {
    let version = record.updated_at;
    if (changed.length) {
      const saved = await save();
      if (!saved) return;
      version = saved.updated_at;
    }
    await run({ step: 'submit', updated_at: version });
  };
  const approve = async () => {
    if (
      await confirm({
        title: 'Approve timesheet',
        text: `Approve ${record.employee_name}'s timesheet for ${monthLabel(record.month)}? It is then locked.`,
        confirmText: 'Approve',
      })
    ) {
      await run({ step: 'approve' });
    }
  };
  const editable = can.edit && record.status !== 'approved';

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {monthLabel(record.month)}
          </Typography>
          <TimesheetStatusChip status={record.status} />
        </Stack>
        <Typography color="text.secondary">
          {record.employee_name} at {record.client_name} · in {unit === 'day' ? 'days' : 'hours'}
        </Typography>
      </Paper>
      <StatusNotice record={record} />
      {invalid && editable && (
        <Alert severity="error">{unit === 'day' ? M.dayQuantityInvalid : M.quantityInvalid}</Alert>
      )}
      <TimesheetGrid
        entries={record.entries}
        unit={unit}
        values={values}
        errors={errors}
        editable={editable}
        onChange={onChange}
      />
      {/* In view at the foot of the window while the month's 28-31 rows scroll by. */}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 1.5,
          bgcolor: 'background.default',
          '&:empty': { display: 'none' },
        }}
      >
        {editable && (
          <Button
            variant="outlined"
            onClick={save}
            disabled={step.isPending || invalid || changed.length === 0}
          >
            Save
          </Button>
        )}
        {can.submit && (
          <Button variant="contained" onClick={submit} disabled={step.isPending || invalid}>
            Submit for approval
          </Button>
        )}
        {can.decide && (
          <>
            <Button variant="contained" color="success" onClick={approve} disabled={step.isPending}>
              Approve
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setAsking('reject')}
              disabled={step.isPending}
            >
              Reject
            </Button>
          </>
        )}
        {can.reopen && (
          <Button variant="outlined" onClick={() => setAsking('reopen')} disabled={step.isPending}>
            Reopen
          </Button>
        )}
      </Box>
      <TimesheetHistory history={record.history} />
      {dialog}
      {asking && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={asking === 'reject' ? 'Reject timesheet' : 'Reopen timesheet'}
            text={
              asking === 'reject'
                ? 'The employee sees the reason and can correct the timesheet and submit it again.'
                : 'The timesheet becomes a draft again and needs a new approval. The reason is recorded.'
            }
            confirmText={asking === 'reject' ? 'Reject' : 'Reopen'}
            busy={step.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={async (reason) => {
              if (await run({ step: asking, reason })) setAsking(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
