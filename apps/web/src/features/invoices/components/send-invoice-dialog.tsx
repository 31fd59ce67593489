// The send dialog of the accounts list and view (spec 001 §3 Send-invoice payload, §5 Send invoice):
// billing and cc addresses, each a multi select-or-create, a message and an optional date and time
// to send at. Billing starts with the invoice's billing e-mail, cc with the agency's default cc.
// Send first shows what will happen (recipients, amount, when, the lock) and asks again: the
// prefilled form would otherwise send and lock the invoice in one click.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  type InvoiceListItem,
  INVOICE_MESSAGES as M,
  type SendInvoiceBody,
  type SendInvoiceInput,
  sendInvoiceBody,
} from '@staffdesk/shared';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { LookupOption } from '../../../components/select-or-create';
import { useErrorToast } from '../../../lib/error-toast';
import { DATE_TIME_FORMAT } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { invoicesApi, useSendInvoice, useVendorBankDetail } from '../api/invoices-api';
import { SendInvoiceConfirm } from './send-invoice-confirm';

const asOptions = (emails: (string | null | undefined)[]): LookupOption[] =>
  [...new Set(emails.filter((e): e is string => !!e))].map((email) => ({ id: email, label: email }));
/** A typed address becomes an option of its own; the schema checks it on Send. */
const createEmail = async (typed: string): Promise<LookupOption> => ({ id: typed, label: typed });

export function SendInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Pick<InvoiceListItem, 'id' | 'invoice_number' | 'company_name'>;
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const record = invoicesApi.useRecord(invoice.id);
  const vendor = useVendorBankDetail();
  const send = useSendInvoice();
  const form = useForm<SendInvoiceBody, unknown, SendInvoiceInput>({
    // The picker's time goes out as an ISO instant (UTC), which the API takes.
    resolver: zodResolver(sendInvoiceBody),
    defaultValues: { id: invoice.id, billing_email: [], cc_email: [], message: '', dateTime: '' },
  });
  const billing = record.data?.billing_email;
  const cc = vendor.data?.cc_email;
  const { reset, getValues } = form;
  useEffect(() => {
    if (billing === undefined || cc === undefined) return;
    reset({ ...getValues(), billing_email: [billing], cc_email: cc });
  }, [billing, cc, reset, getValues]);

  // The checked form, waiting for the user's yes.
  const [confirming, setConfirming] = useState<SendInvoiceInput | null>(null);
  const onSubmit = async (body: SendInvoiceInput) => {
    try {
      const result = await send.mutateAsync({ ...body, dateTime: body.dateTime?.toISOString() ?? '' });
      enqueueSnackbar(result.message, { variant: 'success' });
      onClose();
    } catch (error) {
      showError(error, () => onSubmit(body));
    }
  };
  const values = form.watch();
  if (confirming) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{M.sendConfirmTitle(invoice.invoice_number)}</DialogTitle>
        <DialogContent>
          <SendInvoiceConfirm
            send={confirming}
            totalAmount={record.data?.total_amount}
            locked={record.data?.locked ?? false}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(null)} color="inherit" disabled={send.isPending}>
            Back
          </Button>
          <Button variant="contained" loading={send.isPending} onClick={() => onSubmit(confirming)} autoFocus>
            Yes, send
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(setConfirming)}>
          <DialogTitle id={titleId}>E-mail invoice {invoice.invoice_number}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {record.data?.locked === false && (
                <Alert severity="info" variant="outlined">
                  Once sent, the invoice is locked: its amounts change only by a credit note or a revision.
                </Alert>
              )}
              <FormSelectOrCreate
                name="billing_email"
                label="Billing Email"
                multiple
                required
                options={asOptions([billing, ...(values.billing_email as string[])])}
                onCreate={createEmail}
              />
              <FormSelectOrCreate
                name="cc_email"
                label="CC Email"
                multiple
                required
                options={asOptions([...(cc ?? []), ...(values.cc_email as string[])])}
                onCreate={createEmail}
              />
              <FormTextField name="message" label="Message" multiline minRows={3} />
              {/* The date adapter is per field (components/form-date-field.tsx), not app-wide. */}
              <LocalizationProvider dateAdapter={AdapterDayjs}>
                <Controller
                  name="dateTime"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <DateTimePicker
                      label="Send at (leave empty to send now)"
                      value={field.value ? dayjs(field.value) : null}
                      onChange={(value) => field.onChange(value?.isValid() ? value.toISOString() : '')}
                      format={DATE_TIME_FORMAT}
                      ampm={false}
                      disablePast
                      slotProps={{
                        textField: {
                          fullWidth: true,
                          error: !!fieldState.error,
                          helperText: fieldState.error?.message,
                        },
                        field: { clearable: true },
                      }}
                    />
                  )}
                />
              </LocalizationProvider>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Send
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
