// /accounts/margin (issue 25): revenue, cost and margin per month, client and placement, with the
// range's months and totals, and its export to CSV or Excel. The range is in the URL, so the
// dashboard's revenue figure opens it on the months it shows.
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MarginRow } from '@staffdesk/shared';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { MARGIN_PAGE_SIZE, useMarginReport } from '../api/margin-api';
import { type MarginColumn, MarginTable } from '../components/margin-table';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthsBack = (month: string, back: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + m - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const PLACEMENT_COLUMNS: MarginColumn<MarginRow>[] = [
  { label: 'Month', cell: (row) => row.month, noWrap: true },
  { label: 'Client', cell: (row) => row.client_name },
  { label: 'Contractor', cell: (row) => row.contractor },
  { label: 'Quantity', cell: (row) => `${row.quantity} ${row.unit === 'hour' ? 'h' : 'd'}`, align: 'right' },
];

export function MarginPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') || thisMonth();
  const from = params.get('from') || monthsBack(to, 5);
  const page = Math.max(0, Number(params.get('page') || 1) - 1);
  const report = useMarginReport({ from, to }, page);
  const data = report.data;
  const setRange = (next: { from?: string; to?: string }) =>
    next.from !== '' && next.to !== '' && setParams({ from, to, ...next }, { replace: true });
  return (
    <>
      <PageHeader
        title="Margin"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Accounts' }, { label: 'Margin' }]}
        action={<ExportButton path="reports/margin" filter={{ from, to }} />}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label="From month"
          type="month"
          value={from}
          onChange={(e) => setRange({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
          fullWidth={false}
        />
        <TextField
          label="To month"
          type="month"
          value={to}
          onChange={(e) => setRange({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
          fullWidth={false}
        />
      </Box>
      {report.error && (
        <Typography color="error" sx={{ mb: 2 }}>
          {errorMessage(report.error)}
        </Typography>
      )}
      {data && (
        <MarginTable
          label="Margin by month"
          columns={[{ label: 'Month', cell: (m) => m.month }]}
          rows={data.months}
          rowKey={(m) => m.month}
          total={data.totals}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
          regionSx={{ mb: 2 }}
        />
      )}
      <MarginTable
        label="Margin by placement"
        region="Placements"
        columns={PLACEMENT_COLUMNS}
        rows={data?.list ?? []}
        rowKey={(row) => `${row.month}-${row.placement_id}`}
        note={
          data && data.list.length === 0
            ? 'No approved or invoiced timesheets in these months.'
            : !data && report.isPending
              ? 'Loading…'
              : undefined
        }
        sx={{ minWidth: 900 }}
      />
      {data && data.count > MARGIN_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={data.count}
          page={page}
          rowsPerPage={MARGIN_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setParams({ from, to, page: String(next + 1) })}
        />
      )}
    </>
  );
}
