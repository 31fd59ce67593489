// /accounts/receivables (issue 25): each client's unpaid balance on a day, by days overdue, with the
// totals as a chart. The day defaults to today; any earlier or later day can be asked.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AGING_BUCKETS, type AgingRow, formatMoney } from '@staffdesk/shared';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DateInput } from '../../../components/date-input';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useReceivablesAging } from '../api/receivables-api';

const AgingChart = lazy(() => import('../components/aging-chart'));

const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const rupees = (value: string) => formatMoney(value, 'INR');
const COLUMNS = [...AGING_BUCKETS, { key: 'total', label: 'Total' }] as const;

function AmountCells({ row, bold }: { row: Omit<AgingRow, 'company_id' | 'company_name'>; bold?: boolean }) {
  return COLUMNS.map((c) => (
    <TableCell key={c.key} align="right" sx={{ fontWeight: bold || c.key === 'total' ? 700 : undefined }}>
      {rupees(row[c.key])}
    </TableCell>
  ));
}

export function ReceivablesPage() {
  const [params, setParams] = useSearchParams();
  const asOf = params.get('as_of') || localToday();
  const aging = useReceivablesAging(asOf);
  const report = aging.data;
  return (
    <>
      <PageHeader
        title="Receivables"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Accounts' }, { label: 'Receivables' }]}
        action={<ExportButton path="receivables/aging" filter={{ as_of: asOf }} />}
      />
      <Box sx={{ maxWidth: 220, mb: 2 }}>
        <DateInput
          label="As of"
          value={asOf}
          onChange={(value) => value && setParams({ as_of: value }, { replace: true })}
        />
      </Box>
      {aging.error && <Typography color="error">{errorMessage(aging.error)}</Typography>}
      {report && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            Owed on {asOf.split('-').reverse().join('/')}: {rupees(report.totals.total)}
          </Typography>
          <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
            <AgingChart totals={report.totals} />
          </Suspense>
        </Paper>
      )}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Receivables by client">
        <Table size="small" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell align="right">Invoices</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} align="right">
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report?.clients.map((row) => (
              <TableRow key={row.company_id}>
                <TableCell>{row.company_name}</TableCell>
                <TableCell align="right">{row.invoices}</TableCell>
                <AmountCells row={row} />
              </TableRow>
            ))}
            {report && report.clients.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 2}>Nothing is owed on that day.</TableCell>
              </TableRow>
            )}
            {!report && aging.isPending && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 2}>Loading…</TableCell>
              </TableRow>
            )}
            {report && report.clients.length > 0 && (
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {report.totals.invoices}
                </TableCell>
                <AmountCells row={report.totals} bold />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
