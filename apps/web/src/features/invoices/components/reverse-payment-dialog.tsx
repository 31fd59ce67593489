// Reversing a payment (a bounced cheque, the wrong invoice): it stays on the invoice, struck out,
// with the reason and who reversed it.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InvoicePayment, type ReversePaymentBody, reversePaymentBody } from '@staffdesk/shared';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { useReversePayment } from '../api/invoices-api';
import { formatDate, rupees } from './invoice-text';

interface ReversePaymentDialogProps {
  invoiceId: number;
  payment: InvoicePayment;
  onClose: () => void;
}

export function ReversePaymentDialog({ invoiceId, payment, onClose }: ReversePaymentDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const reverse = useReversePayment();
  const form = useForm<ReversePaymentBody, unknown, { reason: string }>({
    resolver: zodResolver(reversePaymentBody),
    defaultValues: { reason: '' },
  });
  const onSubmit = async ({ reason }: { reason: string }) => {
    try {
      const result = await reverse.mutateAsync({ id: invoiceId, paymentId: payment.id, reason });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      showError(error, () => onSubmit({ reason }));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>Reverse this payment?</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography>
                {rupees(payment.amount)} received on {formatDate(payment.received_on)}. It stays listed as
                reversed, and the balance grows by its amount.
              </Typography>
              <FormTextField name="reason" label="Reason" required multiline minRows={2} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" loading={form.formState.isSubmitting}>
              Reverse payment
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
