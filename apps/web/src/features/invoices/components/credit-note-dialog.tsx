// Issuing a credit note against a sent invoice (accounts): lines like the invoice's, taxed as the
// invoice was (its GST rate and place of supply), and why. The dialog shows the balance left; the
// server refuses a note above it, then numbers, stores and e-mails the note.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CreditNoteBody, creditNoteBody, type Invoice } from '@staffdesk/shared';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-fields';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { useAddCreditNote } from '../api/invoices-api';
import { emptyLine } from './invoice-form-values';
import { InvoiceLines } from './invoice-lines';
import { rupees } from './invoice-text';

export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const add = useAddCreditNote();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useForm<CreditNoteBody, unknown, z.output<typeof creditNoteBody>>({
    resolver: zodResolver(creditNoteBody),
    defaultValues: { lines: [emptyLine()], reason: '' },
  });
  const onSubmit = async (body: z.output<typeof creditNoteBody>) => {
    try {
      const result = await add.mutateAsync({ id: invoice.id, body });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      showError(error, () => onSubmit(body));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <DialogTitle id={titleId}>Credit note against {invoice.invoice_number}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography color="text.secondary">
                Invoice total {rupees(invoice.total_amount)} · balance {rupees(invoice.balance)}
              </Typography>
              <InvoiceLines fixedTax={{ mode: invoice.tax_mode, gstRate: invoice.gst_rate }} />
              <FormTextField name="reason" label="Reason" required multiline minRows={3} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Issue and e-mail
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
