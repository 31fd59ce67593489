// An invoice as the client reads it (company area): who bills whom, the dates, the lines with GST
// and the total as stored, the bank details to pay into and the document as sent.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@staffdesk/shared';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';
import { openFile } from '../../../lib/open-file';
import { formatDate, rupees } from './invoice-text';
import { StatusChip } from './invoices-table';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 3 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{children || '—'}</Box>
  </Grid>
);

function taxRows(invoice: Invoice): [string, string][] {
  if (invoice.tax_mode === 'none') return [];
  const half = Number(invoice.gst_rate) / 2;
  return [
    ['Subtotal', invoice.subtotal],
    ...(invoice.tax_mode === 'intra'
      ? ([
          [`CGST ${half}%`, invoice.cgst],
          [`SGST ${half}%`, invoice.sgst],
        ] as [string, string][])
      : ([[`IGST ${invoice.gst_rate}%`, invoice.igst]] as [string, string][])),
  ];
}

export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  // The invoice as sent, not a credit note e-mailed since.
  const invoiceSends = invoice.sends.filter((s) => !s.credit_note_number);
  const document = invoiceSends.find((s) => s.state === 'sent') ?? invoiceSends[0];
  const place = [
    invoice.billing_address,
    invoice.billing_city,
    invoice.billing_state,
    invoice.billing_zipcode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label="Invoice">
      <Grid container spacing={2.5}>
        <Field label="Invoice Number">{invoice.invoice_number}</Field>
        <Field label="Invoice Date">{formatDate(invoice.invoiced_date)}</Field>
        <Field label="Due Date">{formatDate(invoice.due_date)}</Field>
        <Field label="Status">
          <StatusChip slug={invoice.invoice_status_slug} label={invoice.invoice_status} />
        </Field>
        <Field label="Billing Email">{invoice.billing_email}</Field>
        <Field label="GSTIN">{invoice.gstin}</Field>
        <Field label="Billing Address">{place}</Field>
        <Field label="Document">
          {document && (
            <Link component="button" type="button" onClick={() => openFile(document.document_url)}>
              {document.document_name}
            </Link>
          )}
        </Field>
      </Grid>
      <ScrollRegion label="Invoice lines" sx={{ mt: 3 }}>
        <Table size="small" aria-label="Invoice lines">
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell>SAC</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Rate</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and keep their order
              <TableRow key={i}>
                <TableCell>{line.description}</TableCell>
                <TableCell>{line.sac_code}</TableCell>
                <TableCell align="right">
                  {Number(line.quantity)} {line.unit}
                </TableCell>
                <TableCell align="right">{rupees(line.rate)}</TableCell>
                <TableCell align="right">{rupees(line.amount)}</TableCell>
              </TableRow>
            ))}
            {taxRows(invoice).map(([label, value]) => (
              <TableRow key={label}>
                <TableCell colSpan={4} align="right">
                  {label}
                </TableCell>
                <TableCell align="right">{rupees(value)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right" sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {rupees(invoice.total_amount)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Pay to{' '}
        {[invoice.vendor_bank_account_name, invoice.vendor_bank_account_number, invoice.ifsc_code]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Typography>
    </Paper>
  );
}
