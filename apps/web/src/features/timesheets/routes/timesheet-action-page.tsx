// /timesheet-action (issue 24): where an approver's e-mail link lands, signed in or not. The page
// first shows what the link is about (who, where, which month, every day and the total) without
// acting; only the approver's click on Approve or Reject (with the reason) POSTs timesheets/action,
// so a mail scanner that opens the link changes nothing. A link that is forged, expired, used, or
// older than the timesheet's last change says so in words and offers nothing to click.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIMESHEET_MESSAGES as M, type TimesheetPreview, timesheetActionBody } from '@staffdesk/shared';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Brand } from '../../../lib/brand';
import { useTimesheetAction, useTimesheetPreview } from '../api/timesheets-api';
import { monthLabel, quantityText, TimesheetStatusChip } from '../components/timesheet-figures';
import { TimesheetGrid } from '../components/timesheet-grid';

type Action = 'approve' | 'reject';

export function TimesheetActionPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const action: Action = params.get('action') === 'reject' ? 'reject' : 'approve';
  const preview = useTimesheetPreview(token);
  const switchTo = (next: Action) =>
    setParams((current) => {
      current.set('action', next);
      return current;
    });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 2, md: 5 }, px: { xs: 1.5, md: 3 } }}>
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        <Box>
          <Brand size={32} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
            {action === 'approve' ? 'Approve timesheet' : 'Reject timesheet'}
          </Typography>
          {!token ? (
            <Alert severity="error">{M.tokenRequired}</Alert>
          ) : preview.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading" />
            </Box>
          ) : preview.error ? (
            <Alert severity="error">{errorMessage(preview.error)}</Alert>
          ) : (
            <Decision token={token} action={action} preview={preview.data} onSwitch={switchTo} />
          )}
        </Paper>
        {preview.data && (
          <TimesheetGrid
            entries={preview.data.entries}
            unit={preview.data.unit}
            values={Object.fromEntries(preview.data.entries.map((e) => [e.date, String(e.quantity)]))}
            editable={false}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          You can also act on timesheets after signing in, under Company &gt; Timesheets.{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}

function Decision({
  token,
  action,
  preview,
  onSwitch,
}: {
  token: string;
  action: Action;
  preview: TimesheetPreview;
  onSwitch: (action: Action) => void;
}) {
  const send = useTimesheetAction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const confirm = () => {
    const parsed = timesheetActionBody.safeParse({
      token,
      action,
      reason: action === 'reject' ? reason : undefined,
    });
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) return setReasonError(issue.message);
    setReasonError('');
    const { reason: given, ...rest } = parsed.data!;
    send.mutate(given ? { ...rest, reason: given } : rest);
  };
  const done = send.data?.data;
  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {preview.employee_name}, {monthLabel(preview.month)}
          </Typography>
          <TimesheetStatusChip status={done?.status ?? preview.status} />
        </Stack>
        <Typography color="text.secondary">
          At {preview.client_name} · total{' '}
          <strong data-testid="preview-total">{quantityText(preview.total_quantity, preview.unit)}</strong>
        </Typography>
      </Box>
      {done ? (
        <Alert severity="success">{send.data?.message}</Alert>
      ) : !preview.actionable ? (
        <Alert severity="info">{preview.message}</Alert>
      ) : (
        <>
          {send.error && <Alert severity="error">{errorMessage(send.error)}</Alert>}
          {action === 'reject' && (
            <TextField
              label="Reason for rejection"
              multiline
              minRows={3}
              fullWidth
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!reasonError}
              helperText={reasonError || 'The employee sees it and can correct the timesheet.'}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              color={action === 'approve' ? 'success' : 'error'}
              onClick={confirm}
              disabled={send.isPending}
            >
              {action === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
            </Button>
            <Button color="inherit" onClick={() => onSwitch(action === 'approve' ? 'reject' : 'approve')}>
              {action === 'approve' ? 'Reject instead' : 'Approve instead'}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
