// /accounts/margin (issue 25): revenue, cost and margin per month, client and placement, with the
// range's months and totals, and its export to CSV or Excel. The range is in the URL, so the
// dashboard's revenue figure opens it on the months it shows.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, type MarginFigures } from '@staffdesk/shared';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { MARGIN_PAGE_SIZE, useMarginReport } from '../api/margin-api';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthsBack = (month: string, back: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + m - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const rupees = (value: string) => formatMoney(value, 'INR');
const percent = (value: string | null) => (value === null ? '—' : `${value}%`);
const FIGURES = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'cost', label: 'Cost' },
  { key: 'margin', label: 'Margin' },
] as const;

function FigureCells({ row, bold }: { row: MarginFigures; bold?: boolean }) {
  const weight = bold ? 700 : undefined;
  return (
    <>
      {FIGURES.map((f) => (
        <TableCell key={f.key} align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
          {rupees(row[f.key])}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ fontWeight: weight }}>
        {percent(row.margin_percent)}
      </TableCell>
    </>
  );
}

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
        <TableContainer
          component={Paper}
          variant="outlined"
          sx={{ mb: 2 }}
          tabIndex={0}
          aria-label="Margin by month"
        >
          <Table size="small" aria-label="Margin by month" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f.key} align="right">
                    {f.label}
                  </TableCell>
                ))}
                <TableCell align="right">Margin %</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{m.month}</TableCell>
                  <FigureCells row={m} />
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                <FigureCells row={data.totals} bold />
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Placements">
        <Table size="small" sx={{ minWidth: 900 }} aria-label="Margin by placement">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Contractor</TableCell>
              <TableCell align="right">Quantity</TableCell>
              {FIGURES.map((f) => (
                <TableCell key={f.key} align="right">
                  {f.label}
                </TableCell>
              ))}
              <TableCell align="right">Margin %</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.list.map((row) => (
              <TableRow key={`${row.month}-${row.placement_id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.month}</TableCell>
                <TableCell>{row.client_name}</TableCell>
                <TableCell>{row.contractor}</TableCell>
                <TableCell align="right">
                  {row.quantity} {row.unit === 'hour' ? 'h' : 'd'}
                </TableCell>
                <FigureCells row={row} />
              </TableRow>
            ))}
            {data && data.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>No approved or invoiced timesheets in these months.</TableCell>
              </TableRow>
            )}
            {!data && report.isPending && (
              <TableRow>
                <TableCell colSpan={8}>Loading…</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
