// /leave-action (spec 000 §2, spec 001 §2, §8): the approver's landing page from the e-mail. The
// action is a PUT sent by this page's script, never a plain GET of the link, so a mail scanner that
// opens the link changes nothing. Approval fires at once; rejection asks for the reason first. Then
// 'Success!' with the server's message or 'Whoops!', and the browser goes to /login.

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { leaveActionInput, LEAVE_MESSAGES as M } from '@staffdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog-view';
import { apiPut, errorMessage } from '../../../lib/api-client';

type Result = { title: string; text: string };

export function LeaveActionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const action = params.get('action') === 'rejected' ? 'rejected' : 'approved';
  const em = params.get('em') ?? '';
  const key = params.get('key') ?? '';
  const [result, setResult] = useState<Result | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [sending, setSending] = useState(false);
  const fired = useRef(false);

  const send = async (rejection?: string) => {
    setSending(true);
    const body =
      action === 'approved'
        ? { em, action, approved_by_email: key }
        : { em, action, rejected_by_email: key, reason: rejection };
    try {
      const answer = await apiPut<{ status: string }>('leaves/action', body);
      setResult({ title: M.success, text: answer.message });
    } catch (error) {
      setResult({ title: M.whoops, text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once when the page opens
  useEffect(() => {
    if (action !== 'approved' || fired.current) return;
    fired.current = true;
    void send();
  }, []);

  const reject = () => {
    const parsed = leaveActionInput.safeParse({ em, action, rejected_by_email: key, reason });
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'reason');
    if (issue) return setReasonError(issue.message);
    setReasonError('');
    void send(reason.trim());
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      {sending && <CircularProgress aria-label="Loading" />}
      <Dialog open={action === 'rejected' && !result} maxWidth="sm" fullWidth aria-labelledby="reject-title">
        <DialogTitle id="reject-title">Reject leave</DialogTitle>
        <DialogContent>
          <TextField
            label="Reason for rejection"
            multiline
            minRows={4}
            fullWidth
            margin="dense"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!reasonError}
            helperText={reasonError}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => navigate('/login', { replace: true })}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={reject} disabled={sending}>
            Reject
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={!!result}
        title={result?.title ?? ''}
        text={result?.text ?? ''}
        confirmText="OK"
        cancelText={null}
        onConfirm={() => navigate('/login', { replace: true })}
        onCancel={() => navigate('/login', { replace: true })}
      />
    </Box>
  );
}
