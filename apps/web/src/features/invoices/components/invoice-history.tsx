// Below an invoice's view: every send (when asked, by whom, to and cc, its state and the document as
// sent with its SHA-256, credit notes' e-mails included), credit notes and revisions, and the
// invoice that replaced this one. Accounts also get E-mail, Raise credit note and New revision.
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice, InvoiceSend, SendState } from '@staffdesk/shared';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorToast } from '../../../lib/error-toast';
import { openFile } from '../../../lib/open-file';
import { useSnackbar } from '../../../lib/toasts';
import { useReviseInvoice } from '../api/invoices-api';
import { CreditNoteDialog } from './credit-note-dialog';
import { InvoiceAdjustments } from './invoice-adjustments';
import type { InvoiceArea } from './invoice-area';
import { dateTimeText } from './invoice-text';
import { SendInvoiceDialog } from './send-invoice-dialog';

const STATE_CHIPS: Record<SendState, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  scheduled: { label: 'Scheduled', color: 'info' },
  pending: { label: 'Sending', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

function SendRow({ send }: { send: InvoiceSend }) {
  const what = send.credit_note_number ? `Credit note ${send.credit_note_number} · ` : '';
  const chip = STATE_CHIPS[send.state];
  const when =
    send.state === 'sent' && send.sent_at
      ? `Sent on: ${dateTimeText(send.sent_at)}`
      : send.state === 'scheduled'
        ? `Scheduled for: ${dateTimeText(send.scheduled_at)}`
        : send.state === 'failed'
          ? `Failed after ${send.attempts} tries`
          : `Trying (${send.attempts} tries so far)`;
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
        <Typography sx={{ fontWeight: 600 }}>
          {what}
          {when}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          asked by {send.sent_by_name} on {dateTimeText(send.triggered_at)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        To: {send.billing_email.join(', ')} · Cc: {send.cc_email.join(', ')}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }} color="text.secondary">
        <Link component="button" type="button" onClick={() => openFile(send.document_url)}>
          {send.document_name}
        </Link>{' '}
        · SHA-256 {send.document_sha256}
      </Typography>
    </Box>
  );
}

export function InvoiceHistory({ invoice, area }: { invoice: Invoice; area: InvoiceArea }) {
  const [sending, setSending] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const revise = useReviseInvoice();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const superseded = invoice.superseded_by_id !== null;
  const newRevision = async () => {
    try {
      const result = await revise.mutateAsync(invoice.id);
      enqueueSnackbar(result.message, { variant: 'success' });
      navigate(`/accounts/invoices/edit/${result.data.id}`);
    } catch (error) {
      showError(error, () => newRevision());
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
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
          History
        </Typography>
        {area === 'accounts' && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {invoice.locked && Number(invoice.balance) > 0 && (
              <Button variant="outlined" onClick={() => setCrediting(true)}>
                Raise credit note
              </Button>
            )}
            {/* A superseded invoice is neither sent nor revised again: its revision is. */}
            {invoice.locked && !superseded && (
              <Button variant="outlined" onClick={() => void newRevision()} loading={revise.isPending}>
                New revision
              </Button>
            )}
            {!superseded && (
              <Button variant="contained" startIcon={<EmailOutlined />} onClick={() => setSending(true)}>
                E-mail invoice
              </Button>
            )}
          </Stack>
        )}
      </Box>
      {invoice.client_comment && (
        <Typography sx={{ mt: 1.5 }}>
          Client comment: <em>{invoice.client_comment}</em>
        </Typography>
      )}
      {invoice.superseded_by_id && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Replaced by{' '}
          <Link component={RouterLink} to={`/${area}/invoices/view/${invoice.superseded_by_id}`}>
            {invoice.superseded_by_number}
          </Link>
        </Alert>
      )}
      {invoice.revision_of_id && (
        <Typography sx={{ mt: 1.5 }}>
          Revision of{' '}
          <Link component={RouterLink} to={`/${area}/invoices/view/${invoice.revision_of_id}`}>
            {invoice.revision_of_number}
          </Link>
        </Typography>
      )}
      <InvoiceAdjustments invoice={invoice} area={area} />
      {invoice.sends.length > 0 && (
        <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
          Sends
        </Typography>
      )}
      {invoice.sends.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Not sent yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, mt: 1.5, mb: 0 }} aria-label="Sends">
          {invoice.sends.map((send) => (
            <SendRow key={send.id} send={send} />
          ))}
        </Box>
      )}
      {sending && <SendInvoiceDialog invoice={invoice} onClose={() => setSending(false)} />}
      {crediting && <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} />}
    </Paper>
  );
}
