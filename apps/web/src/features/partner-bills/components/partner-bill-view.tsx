// One bill (issue 25): billed against expected (the approved timesheets × pay rates, line by line)
// and the difference, the PDF, the payment, the history; accounts gets the next steps' buttons.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  PARTNER_BILL_NEXT,
  PARTNER_BILL_STATUS_LABELS,
  type PartnerBill,
} from '@staffdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDateTime } from '../../../lib/format';
import type { BillAction } from './bill-action-dialog';
import { BillStatusChip, differenceText } from './partner-bill-status';

// The action dialog (its form and schema) loads when first opened.
const BillActionDialog = lazy(() =>
  import('./bill-action-dialog').then((m) => ({ default: m.BillActionDialog })),
);

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const ACTION_LABELS: Record<BillAction, string> = { validated: 'Validate', disputed: 'Dispute', paid: 'Pay' };

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body1'}
        component="div"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function PartnerBillView({ bill, canAct }: { bill: PartnerBill; canAct: boolean }) {
  const [action, setAction] = useState<BillAction | null>(null);
  const next = canAct ? (PARTNER_BILL_NEXT[bill.status] as BillAction[]) : [];
  const matches = /^-?0(\.0+)?$/.test(bill.difference);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label="Bill">
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {bill.bill_number} · {bill.partner_name} · {MONTH.format(new Date(`${bill.month}-01T00:00:00Z`))}
          </Typography>
          <BillStatusChip status={bill.status} />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Figure label="Billed" value={formatMoney(bill.amount)} strong />
          <Figure label="Expected from timesheets" value={formatMoney(bill.expected_amount)} strong />
          <Figure label="Difference" value={differenceText(bill.difference)} strong />
        </Stack>
        {!matches && bill.status === 'received' && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            The bill differs from the approved timesheets: validating it needs a reason.
          </Alert>
        )}
        {canAct && bill.bank_change_pending && bill.status !== 'paid' && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            The partner's bank account has a change waiting for confirmation: it cannot be paid until the
            change is confirmed or rejected.
          </Alert>
        )}
        <Stack spacing={0.5}>
          <Typography variant="body2">
            Bill:{' '}
            <Link href={bill.document} target="_blank" rel="noopener">
              {bill.document_name}
            </Link>
          </Typography>
          {bill.reason && <Typography variant="body2">Reason: {bill.reason}</Typography>}
          {bill.payment_reference && (
            <Typography variant="body2">
              Paid on {formatDateTime(bill.paid_at)} · reference {bill.payment_reference}
            </Typography>
          )}
        </Stack>
        {next.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {next.map((to) => (
              <Button
                key={to}
                variant={to === 'disputed' ? 'outlined' : 'contained'}
                color={to === 'disputed' ? 'warning' : 'primary'}
                onClick={() => setAction(to)}
              >
                {ACTION_LABELS[to]}
              </Button>
            ))}
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          Approved timesheets
        </Typography>
        {bill.lines.length === 0 ? (
          <Typography color="text.secondary">No approved timesheet of this partner for the month.</Typography>
        ) : (
          <ScrollRegion label="Approved timesheets">
            <Table size="small" aria-label="Approved timesheets" sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Employee</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">Pay Rate</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bill.lines.map((line) => (
                  <TableRow key={line.timesheet_id}>
                    <TableCell>{line.employee_name}</TableCell>
                    <TableCell>{line.client_name}</TableCell>
                    <TableCell align="right">
                      {line.quantity} {line.unit}s
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(line.pay_rate)} / {line.pay_unit}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(line.amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          History
        </Typography>
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} aria-label="History">
          {bill.history.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              <Typography variant="body2">
                <strong>{PARTNER_BILL_STATUS_LABELS[event.status]}</strong> by {event.by} on{' '}
                {formatDateTime(event.at)}
                {event.reason ? ` · ${event.reason}` : ''}
                {event.payment_reference ? ` · reference ${event.payment_reference}` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      </Paper>
      {action && (
        <Suspense fallback={null}>
          <BillActionDialog bill={bill} action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
