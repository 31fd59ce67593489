// Block Profile / Unblock Profile (spec 001 §4, §8): after a confirmation hrms blocks or unblocks the
// employee's sign-in; the result is announced and the employee reloaded.
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Button from '@mui/material/Button';
import { EMPLOYEE_MESSAGES, type Employee } from '@staffdesk/shared';
import { useConfirm } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useProfileAccess } from '../api/profile-access';

export function ProfileAccessButton({ employee }: { employee: Employee }) {
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const access = useProfileAccess();
  const blocked = employee.is_revoked === 'Y';

  const toggle = async () => {
    const yes = await confirm({
      title: 'Are you sure?',
      text: blocked ? EMPLOYEE_MESSAGES.unblockConfirm : EMPLOYEE_MESSAGES.blockConfirm,
      confirmText: 'Yes',
    });
    if (!yes) return;
    try {
      const result = await access.mutateAsync({ employeeId: employee.id, isRevoked: blocked ? 'N' : 'Y' });
      enqueueSnackbar(result.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color={blocked ? 'primary' : 'error'}
        startIcon={blocked ? <LockOpenOutlined /> : <BlockOutlined />}
        onClick={toggle}
        disabled={access.isPending}
      >
        {blocked ? 'Unblock Profile' : 'Block Profile'}
      </Button>
      {dialog}
    </>
  );
}
