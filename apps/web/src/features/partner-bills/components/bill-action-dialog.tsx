// Validate, dispute or pay a bill (issue 25, accounts). A dispute needs the reason; validating a bill
// that differs from the expected amount needs one too (the server names the difference); paying
// records the payment reference and is refused while the partner's bank change is pending.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  formatMoney,
  type PartnerBill,
  type PartnerBillUpdate,
  type PartnerBillUpdateBody,
  partnerBillUpdateBody,
} from '@staffdesk/shared';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useMoveBill } from '../api/partner-bills-api';

export type BillAction = 'validated' | 'disputed' | 'paid';

const TITLES: Record<BillAction, string> = {
  validated: 'Validate bill',
  disputed: 'Dispute bill',
  paid: 'Pay bill',
};
const BUTTONS: Record<BillAction, string> = { validated: 'Validate', disputed: 'Dispute', paid: 'Mark paid' };

function explanation(action: BillAction, bill: PartnerBill) {
  const matches = /^-?0(\.0+)?$/.test(bill.difference);
  if (action === 'validated')
    return matches
      ? `The bill matches the approved timesheets (${formatMoney(bill.expected_amount)}).`
      : `The bill is ${formatMoney(bill.amount)} and the approved timesheets come to ${formatMoney(bill.expected_amount)}: give the reason to validate it anyway.`;
  if (action === 'disputed') return 'Say what is wrong with the bill: the partner sees the reason.';
  return `Record the payment of ${formatMoney(bill.amount)} to ${bill.partner_name} with its reference (UTR or cheque number).`;
}

export function BillActionDialog({
  bill,
  action,
  onClose,
}: {
  bill: PartnerBill;
  action: BillAction;
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const move = useMoveBill();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PartnerBillUpdateBody, unknown, PartnerBillUpdate>({
    resolver: zodResolver(partnerBillUpdateBody),
    defaultValues: { status: action, reason: '', payment_reference: '', updated_at: bill.updated_at },
  });
  const onSubmit = async (body: PartnerBillUpdate) => {
    setRefusal(null);
    try {
      const result = await move.mutateAsync({ id: bill.id, body });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.[0] : undefined;
      if (field && (field.path === 'reason' || field.path === 'payment_reference'))
        form.setError(field.path, { message: field.message });
      else setRefusal(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>
            {TITLES[action]} {bill.bill_number}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{explanation(action, bill)}</DialogContentText>
              {refusal && (
                <Alert severity="error" variant="outlined">
                  {refusal}
                </Alert>
              )}
              {action === 'paid' ? (
                <FormTextField
                  name="payment_reference"
                  label="Payment Reference"
                  required
                  fullWidth
                  autoFocus
                />
              ) : (
                <FormTextField
                  name="reason"
                  label="Reason"
                  required={action === 'disputed'}
                  multiline
                  minRows={3}
                  fullWidth
                  autoFocus
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              color={action === 'disputed' ? 'warning' : 'primary'}
              loading={form.formState.isSubmitting}
            >
              {BUTTONS[action]}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
