// An invoice's credit notes and revisions (what changes a sent invoice), each with who and when;
// a credit note's PDF downloads from its row, a revision opens its own view with its sends.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@staffdesk/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { openFile } from '../../../lib/open-file';
import type { InvoiceArea } from './invoice-area';
import { dateTimeText, rupees } from './invoice-text';

function Entries({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ p: 0, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const rowSx = { py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' } as const;

export function InvoiceAdjustments({ invoice, area }: { invoice: Invoice; area: InvoiceArea }) {
  return (
    <>
      {invoice.credit_notes.length > 0 && (
        <Typography sx={{ mt: 1.5 }}>
          Credited {rupees(invoice.credited_total)} · balance {rupees(invoice.balance)}
        </Typography>
      )}
      <Entries label="Credit notes">
        {invoice.credit_notes.map((note) => (
          <Box component="li" key={note.id} sx={rowSx}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {note.number} · {rupees(note.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                by {note.created_by_name} on {dateTimeText(note.created_at)}
              </Typography>
            </Box>
            {note.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and keep their order
              <Typography key={i} variant="body2">
                {line.description} · {Number(line.quantity)} {line.unit} × {rupees(line.rate)} ={' '}
                {rupees(line.amount)}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {note.reason}
            </Typography>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => openFile(note.document_url)}
            >
              Download {note.number} (PDF)
            </Link>
          </Box>
        ))}
      </Entries>
      <Entries label="Revisions">
        {invoice.revised_by.map((revision) => (
          <Box component="li" key={revision.id} sx={rowSx}>
            <Link
              component={RouterLink}
              to={`/${area}/invoices/view/${revision.id}`}
              sx={{ fontWeight: 600 }}
            >
              {revision.invoice_number}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              by {revision.created_by_name} on {dateTimeText(revision.created_at)}
            </Typography>
          </Box>
        ))}
      </Entries>
    </>
  );
}
