// The employee's Cancel for its own pending leave, or an approved one not yet started: asks first,
// then shows 'Success!' with the server's message or 'Error!' (a stale or already decided leave).
import Button from '@mui/material/Button';
import { canCancelLeave, type Leave, LEAVE_MESSAGES as M } from '@staffdesk/shared';
import { useConfirm } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCancelLeave } from '../api/leaves-api';

export function CancelLeaveButton({ leave }: { leave: Leave }) {
  const { confirm, notify, dialog } = useConfirm();
  const cancel = useCancelLeave();
  const ask = async () => {
    const sure = await confirm({
      title: 'Are you sure?',
      text: M.cancelConfirm,
      confirmText: 'Yes, cancel it',
      cancelText: 'No',
    });
    if (!sure) return;
    try {
      const done = await cancel.mutateAsync(leave);
      await notify(M.success, done.message);
    } catch (error) {
      await notify('Error!', errorMessage(error));
    }
  };
  return (
    <>
      {canCancelLeave(leave) && (
        <Button color="error" variant="outlined" onClick={ask} disabled={cancel.isPending}>
          Cancel leave
        </Button>
      )}
      {/* Kept while the button goes: the cancelled leave reloads before 'Success!' is closed. */}
      {dialog}
    </>
  );
}
