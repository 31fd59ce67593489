// The reason a rejection or a reopening needs (issue 24), checked with the shared rule before it is
// sent. Loaded when first opened, so the page that offers it stays light.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { timesheetReasonBody } from '@staffdesk/shared';
import { useId, useState } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonDialog({
  open,
  title,
  text,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    const parsed = timesheetReasonBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    onConfirm(parsed.data.reason);
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
        <TextField
          label="Reason"
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
