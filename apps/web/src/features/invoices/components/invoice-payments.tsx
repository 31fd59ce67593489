// The money side of an invoice's view (issue 25): total, credited, received and the balance left,
// and every payment with who recorded it; a reversed one stays, struck out, with who reversed it and
// why. Accounts record and reverse payments here; the client reads them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Invoice, type InvoicePayment, paymentModeLabel } from '@staffdesk/shared';
import { useState } from 'react';
import type { InvoiceArea } from './invoice-area';
import { dateTimeText, formatDate, rupees } from './invoice-text';
import { RecordPaymentDialog } from './record-payment-dialog';
import { ReversePaymentDialog } from './reverse-payment-dialog';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.15rem' : undefined }}>
        {rupees(value)}
      </Typography>
    </Box>
  );
}

function PaymentRow({ payment, onReverse }: { payment: InvoicePayment; onReverse?: () => void }) {
  const reversed = payment.reversed_at !== null;
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, textDecoration: reversed ? 'line-through' : 'none' }}>
          {rupees(payment.amount)}
        </Typography>
        <Typography>
          received {formatDate(payment.received_on)} · {paymentModeLabel(payment.mode)}
          {payment.reference ? ` · ${payment.reference}` : ''}
        </Typography>
        {onReverse && !reversed && (
          <Button size="small" color="error" onClick={onReverse} sx={{ ml: 'auto' }}>
            Reverse
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Recorded by {payment.recorded_by_name} on {dateTimeText(payment.recorded_at)}
      </Typography>
      {reversed && (
        <Typography variant="body2" color="error.main" sx={{ wordBreak: 'break-word' }}>
          Reversed by {payment.reversed_by_name} on {dateTimeText(payment.reversed_at!)}:{' '}
          {payment.reversal_reason}
        </Typography>
      )}
    </Box>
  );
}

export function InvoicePayments({ invoice, area }: { invoice: Invoice; area: InvoiceArea }) {
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  const accounts = area === 'accounts';
  const canRecord =
    accounts && invoice.locked && invoice.superseded_by_id === null && Number(invoice.balance) > 0;
  // A draft has nothing to pay yet: the section appears once the invoice is sent.
  if (!invoice.locked) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }} component="section" aria-label="Payments">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h2" sx={{ fontSize: '1rem' }}>
          Payments · {invoice.invoice_status}
        </Typography>
        {canRecord && (
          <Button variant="contained" onClick={() => setRecording(true)}>
            Record payment
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', mt: 1.5 }}>
        <Figure label="Total" value={invoice.total_amount} />
        {Number(invoice.credited_total) > 0 && <Figure label="Credited" value={invoice.credited_total} />}
        <Figure label="Received" value={invoice.paid_total} />
        <Figure label="Balance" value={invoice.balance} strong />
      </Box>
      {invoice.payments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          No payment recorded yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, mt: 1.5, mb: 0 }} aria-label="Payments received">
          {invoice.payments.map((payment) => (
            <PaymentRow
              key={payment.id}
              payment={payment}
              onReverse={accounts ? () => setReversing(payment) : undefined}
            />
          ))}
        </Box>
      )}
      {recording && <RecordPaymentDialog invoice={invoice} onClose={() => setRecording(false)} />}
      {reversing && (
        <ReversePaymentDialog invoiceId={invoice.id} payment={reversing} onClose={() => setReversing(null)} />
      )}
    </Paper>
  );
}
