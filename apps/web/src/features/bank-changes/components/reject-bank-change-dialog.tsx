// Reject a bank change: the reason is required (the shared schema's message) and is kept with the
// decision in the audit.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type BankChangeListItem, type BankChangeRejectBody, bankChangeRejectBody } from '@staffdesk/shared';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useRejectBankChange } from '../api/bank-changes-api';

export function RejectBankChangeDialog({
  change,
  onClose,
}: {
  change: BankChangeListItem;
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const reject = useRejectBankChange();
  const form = useForm<BankChangeRejectBody>({
    resolver: zodResolver(bankChangeRejectBody),
    defaultValues: { reason: '' },
  });
  const onSubmit = async (body: BankChangeRejectBody) => {
    try {
      const result = await reject.mutateAsync({ id: change.id, body });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>Reject bank change</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {change.record_name} keeps its current bank details. Say why, for the audit.
            </DialogContentText>
            <FormTextField name="reason" label="Reason" required multiline minRows={3} fullWidth autoFocus />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" color="error" loading={form.formState.isSubmitting}>
              Reject
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
