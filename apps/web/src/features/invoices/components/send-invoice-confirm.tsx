// The second step of the send dialog: before the e-mail goes and the invoice locks, who receives it,
// the amount it bills, when it goes, and that the invoice will be locked.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES as M, type SendInvoiceInput } from '@staffdesk/shared';
import { dateTimeText, rupees } from './invoice-text';

const ROW = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '96px 1fr' },
  columnGap: 2,
  rowGap: 0.25,
};

export function SendInvoiceConfirm({
  send,
  totalAmount,
  locked,
}: {
  send: SendInvoiceInput;
  totalAmount: string | undefined;
  locked: boolean;
}) {
  const rows: [string, string][] = [
    ['To', send.billing_email.join(', ')],
    ['CC', send.cc_email.join(', ')],
    ['Amount', rupees(totalAmount)],
    ['When', send.dateTime ? dateTimeText(send.dateTime.toISOString()) : 'Now'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Box component="dl" sx={{ ...ROW, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity={locked ? 'info' : 'warning'}>{locked ? M.sendAgain : M.sendWillLock}</Alert>
    </Box>
  );
}
