// Recording money received against a sent invoice (accounts): the amount (the balance by default,
// never above it), the day it arrived, how it was paid and its reference (UTR, cheque number).
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Invoice,
  PAYMENT_MODES,
  type PaymentBody,
  type PaymentInput,
  paymentBody,
} from '@staffdesk/shared';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { useRecordPayment } from '../api/invoices-api';
import { today } from './invoice-form-values';
import { rupees } from './invoice-text';

const MODE_OPTIONS = PAYMENT_MODES.map((m) => ({ value: m.slug, label: m.label }));

export function RecordPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const record = useRecordPayment();
  const form = useForm<PaymentBody, unknown, PaymentInput>({
    resolver: zodResolver(paymentBody),
    defaultValues: { amount: invoice.balance, received_on: today(), mode: 'bank-transfer', reference: '' },
  });
  const onSubmit = async (body: PaymentInput) => {
    try {
      const result = await record.mutateAsync({ id: invoice.id, body });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      showError(error, () => onSubmit(body));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>Record a payment against {invoice.invoice_number}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography color="text.secondary">Balance {rupees(invoice.balance)}</Typography>
              <FormTextField
                name="amount"
                label="Amount received"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormDateField name="received_on" label="Received on" required disableFuture />
              <FormSelect name="mode" label="Mode" required options={MODE_OPTIONS} />
              <FormTextField name="reference" label="Reference (UTR, cheque number)" />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Record payment
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
