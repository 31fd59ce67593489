// The invoice list (spec 001 §2): number, client, attachment or the PDF as e-mailed (opens in a new window), date, status,
// total, credited and balance (issue 12), creator and History ('Sent on: {date}'); a row opens the view, Edit the edit page, and in
// the accounts area the e-mail action opens the send dialog.
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { InvoiceListItem } from '@staffdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { RowAction } from '../../../components/row-action';
import { openFile } from '../../../lib/open-file';
import type { InvoiceArea } from './invoice-area';
import { formatDate, historyText, rupees } from './invoice-text';

// The send dialog (its date field and the pickers) loads when first opened.
const SendInvoiceDialog = lazy(() =>
  import('./send-invoice-dialog').then((m) => ({ default: m.SendInvoiceDialog })),
);

const STATUS_COLORS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  sent: 'info',
  acknowledged: 'success',
  paid: 'success',
  disputed: 'warning',
  cancelled: 'error',
  superseded: 'default',
};

export const StatusChip = ({ slug, label }: { slug: string; label: string }) => (
  <Chip size="small" variant="outlined" label={label} color={STATUS_COLORS[slug] ?? 'default'} />
);

/**
 * The invoice's attachment, or once it has been e-mailed without one, the PDF that went out (the
 * view's Document), opened in a new window either way; '—' for a draft with neither.
 */
function AttachmentLink({ row }: { row: InvoiceListItem }) {
  const url = row.invoice_attachment ?? row.sent_document_url;
  if (!url) return '—';
  const name = row.invoice_attachment
    ? (row.invoice_attachment_name ?? 'Attachment')
    : (row.sent_document_name ?? 'Invoice PDF');
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      onClick={(event) => {
        event.stopPropagation();
        openFile(url);
      }}
    >
      {name}
    </Link>
  );
}

export interface InvoicesTableProps extends PagedListProps<InvoiceListItem> {
  area: InvoiceArea;
}

export function InvoicesTable(props: InvoicesTableProps) {
  const { area } = props;
  const navigate = useNavigate();
  const [sending, setSending] = useState<InvoiceListItem | null>(null);
  const base = `/${area}/invoices`;
  const columns: DataColumn<InvoiceListItem>[] = [
    { key: 'invoice_number', header: 'Invoice No.', card: 'title', noWrap: true },
    {
      key: 'company',
      header: 'Client',
      hidden: area === 'company',
      render: (row) => <CompanyCell name={row.company_name} logo={row.company_logo} />,
    },
    {
      key: 'invoice_attachment_name',
      header: 'Attachment',
      render: (row) => <AttachmentLink row={row} />,
    },
    {
      key: 'invoiced_date',
      header: 'Invoice Date',
      noWrap: true,
      render: (row) => formatDate(row.invoiced_date),
    },
    {
      key: 'invoice_status',
      header: 'Status',
      render: (row) => <StatusChip slug={row.invoice_status_slug} label={row.invoice_status} />,
    },
    {
      key: 'total_amount',
      header: 'Total',
      align: 'right',
      noWrap: true,
      render: (row) => rupees(row.total_amount),
    },
    {
      key: 'credited_total',
      header: 'Credited',
      align: 'right',
      noWrap: true,
      render: (row) => (Number(row.credited_total) ? rupees(row.credited_total) : '—'),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      noWrap: true,
      render: (row) => rupees(row.balance),
    },
    { key: 'created_by_user_name', header: 'Created By' },
    {
      key: 'triggered_at',
      header: 'History',
      render: (row) => <Box sx={{ minWidth: 120, fontSize: '0.8125rem' }}>{historyText(row)}</Box>,
    },
    actionColumn((row) => (
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <RecordActions name={row.invoice_number} onEdit={() => navigate(`${base}/edit/${row.id}`)} />
        {/* A superseded invoice is not sent again (the server refuses): its revision is. */}
        {area === 'accounts' && row.invoice_status_slug !== 'superseded' && (
          <RowAction
            title={`E-mail ${row.invoice_number}`}
            icon={<EmailOutlined fontSize="small" />}
            color="primary"
            onClick={() => setSending(row)}
          />
        )}
      </Box>
    )),
  ];
  return (
    <>
      <DataTable
        aria-label="Invoices"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`${base}/view/${row.id}`)}
        minWidth={area === 'company' ? 1000 : 1180}
        dense
      />
      {sending && (
        <Suspense>
          <SendInvoiceDialog invoice={sending} onClose={() => setSending(null)} />
        </Suspense>
      )}
    </>
  );
}
