// Raising a credit note against a sent invoice (accounts): the amount it takes off and why. The
// dialog shows what is left to credit; the server refuses notes that would add up past the total.
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CreditNoteBody, creditNoteBody, type Invoice, money, sumMoney } from '@staffdesk/shared';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { useAddCreditNote } from '../api/invoices-api';
import { rupees } from './invoice-text';

/** What the credit notes so far leave of the invoice's total. */
export const creditLeft = (invoice: Pick<Invoice, 'total_amount' | 'credit_notes'>) =>
  money(invoice.total_amount)
    .minus(sumMoney(invoice.credit_notes.map((c) => c.amount)))
    .toFixed(2);

export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddCreditNote();
  const form = useForm<CreditNoteBody, unknown, z.output<typeof creditNoteBody>>({
    resolver: zodResolver(creditNoteBody),
    defaultValues: { amount: '', reason: '' },
  });
  const onSubmit = async (body: z.output<typeof creditNoteBody>) => {
    try {
      const result = await add.mutateAsync({ id: invoice.id, body });
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
          <DialogTitle id={titleId}>Credit note against {invoice.invoice_number}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography color="text.secondary">
                Invoice total {rupees(invoice.total_amount)} · left to credit {rupees(creditLeft(invoice))}
              </Typography>
              <FormTextField
                name="amount"
                label="Amount (₹)"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField name="reason" label="Reason" required multiline minRows={3} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Raise credit note
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
