// /accounts/billing-run (issue 25): pick a month, see per client the lines, totals and what blocks
// it, create the drafts (a job with a progress bar, as the bulk payslips), then send them all, each
// with its approved timesheets as a PDF beside the invoice.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BillingRunClient, formatMoney } from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { createDrafts, sendAll, useBillingRunPreview } from '../api/billing-run-api';
import { type JobProgress, useJobProgress } from '../components/use-job-progress';

const rupees = (value: string) => formatMoney(value, 'INR');
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 7);
};
const STATUS_TEXT: Record<string, string> = {
  missing: 'no timesheet',
  draft: 'draft',
  submitted: 'awaiting approval',
  rejected: 'rejected',
};
const RESULT_COLOR: Record<string, 'success' | 'info' | 'warning' | 'default'> = {
  created: 'success',
  replaced: 'info',
  sent: 'success',
  blocked: 'warning',
  invoiced: 'warning',
  empty: 'default',
};

function ClientCard({ client }: { client: BillingRunClient }) {
  const blocked = client.blocked.length > 0;
  const otherCurrency = client.blocked.filter((b) => b.status === 'other_currency');
  const unapproved = client.blocked.filter((b) => b.status !== 'other_currency');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}
      component="section"
      aria-label={client.client_name}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {client.client_name}
        </Typography>
        {client.invoice && (
          <Chip
            size="small"
            component={RouterLink}
            to={`/accounts/invoices/view/${client.invoice.id}`}
            clickable
            label={`${client.invoice.invoice_number} · ${client.invoice.status}`}
          />
        )}
        <Chip
          size="small"
          color={blocked ? 'warning' : 'success'}
          label={blocked ? 'Blocked' : client.invoice ? 'Invoiced' : 'Ready'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {client.billing_email ?? 'No billing e-mail'} · Place of supply{' '}
        {client.place_of_supply
          ? `${client.place_of_supply.state} (${client.place_of_supply.code})`
          : 'unknown'}{' '}
        · {client.tax_mode === 'intra' ? 'CGST + SGST' : 'IGST'}
      </Typography>
      {unapproved.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Not approved yet:{' '}
          {unapproved.map((b) => `${b.contractor} (${STATUS_TEXT[b.status] ?? b.status})`).join(', ')}
        </Alert>
      )}
      {otherCurrency.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Bills in another currency, to invoice by hand: {otherCurrency.map((b) => b.contractor).join(', ')}
        </Alert>
      )}
      {client.lines.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={`Lines for ${client.client_name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Contractor</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>SAC</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Rate
                </TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {client.lines.map((line) => (
                <TableRow key={line.placement_id}>
                  <TableCell>
                    {line.contractor}
                    {line.role && (
                      <Typography variant="caption" display="block" color="text.secondary">
                        {line.role}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{line.sac_code}</TableCell>
                  <TableCell align="right">
                    {Number(line.quantity)} {Number(line.quantity) === 1 ? line.unit.slice(0, -1) : line.unit}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {rupees(line.rate)}
                  </TableCell>
                  <TableCell align="right">{rupees(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {client.lines.length > 0 && (
        <Box sx={{ mt: 1, ml: 'auto', maxWidth: 320 }}>
          {[
            ['Subtotal', client.subtotal],
            ...(client.tax_mode === 'intra'
              ? [
                  [`CGST ${Number(client.gst_rate) / 2}%`, client.cgst],
                  [`SGST ${Number(client.gst_rate) / 2}%`, client.sgst],
                ]
              : [[`IGST ${client.gst_rate}%`, client.igst]]),
          ].map(([label, value]) => (
            <Stack key={label} direction="row" justifyContent="space-between">
              <Typography variant="body2">{label}</Typography>
              <Typography variant="body2">{rupees(value!)}</Typography>
            </Stack>
          ))}
          <Stack direction="row" justifyContent="space-between" sx={{ fontWeight: 700 }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }}>{rupees(client.total)}</Typography>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

function JobPanel({ label, progress, verb }: { label: string; progress: JobProgress; verb: string }) {
  const finished = progress.state === 'done' || progress.state === 'failed';
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={label}>
      {!finished && (
        <>
          <LinearProgress
            aria-label={label}
            variant="determinate"
            value={progress.total ? (progress.processed / progress.total) * 100 : 0}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
            {verb} {progress.processed} of {progress.total}
          </Typography>
        </>
      )}
      {finished && (
        <Alert severity={progress.results.some((r) => r.error) ? 'warning' : 'success'} role="status">
          {label}: {progress.processed} of {progress.total} done
        </Alert>
      )}
      {progress.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {progress.error}
        </Alert>
      )}
      {progress.results.length > 0 && (
        <Table size="small" aria-label={`${label} results`} sx={{ mt: 1 }}>
          <TableBody>
            {progress.results.map((r, i) => {
              const status = r.error ? 'failed' : String(r.status ?? '');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: results are only appended, in job order
                <TableRow key={i}>
                  <TableCell>{String(r.client_name ?? r.invoice_number ?? `Item ${i + 1}`)}</TableCell>
                  <TableCell>{r.invoice_number ? String(r.invoice_number) : ''}</TableCell>
                  <TableCell>
                    <Chip size="small" color={RESULT_COLOR[status] ?? 'error'} label={status} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {String(r.error ?? r.reason ?? r.billing_email ?? '')}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

export function BillingRunPage() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || lastMonth();
  const queryClient = useQueryClient();
  const preview = useBillingRunPreview(month);
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['invoices'] }),
    [queryClient],
  );
  const drafts = useJobProgress(refresh);
  const sending = useJobProgress(refresh);
  const busy = [drafts.progress, sending.progress].some(
    (p) => p && p.state !== 'done' && p.state !== 'failed',
  );
  const run = preview.data;
  const ready = (run?.clients ?? []).filter(
    (c) => c.blocked.length === 0 && c.lines.length > 0 && (!c.invoice || (replace && c.invoice.draft)),
  );
  const drafted = (run?.clients ?? []).filter((c) => c.invoice?.draft).length;

  const start = async (action: () => Promise<{ id: number; total: number }>, job: typeof drafts) => {
    setError(null);
    try {
      const started = await action();
      await job.follow(started.id, started.total);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Billing run"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Accounts' }, { label: 'Billing run' }]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <TextField
          type="month"
          label="Month"
          size="small"
          value={month}
          onChange={(e) => e.target.value && setParams({ month: e.target.value }, { replace: true })}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label="Replace drafts"
        />
        <Button
          variant="contained"
          disabled={!ready.length || busy}
          onClick={() =>
            void start(
              () =>
                createDrafts(
                  month,
                  ready.map((c) => c.client_id),
                  replace,
                ),
              drafts,
            )
          }
        >
          {ready.length
            ? `Create ${ready.length} ${ready.length === 1 ? 'draft' : 'drafts'}`
            : 'Create drafts'}
        </Button>
        <Button
          variant="outlined"
          disabled={!drafted || busy}
          onClick={() => void start(() => sendAll(month), sending)}
        >
          Send all
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {drafts.progress && <JobPanel label="Creating drafts" verb="Invoiced" progress={drafts.progress} />}
      {sending.progress && <JobPanel label="Sending" verb="Sent" progress={sending.progress} />}
      {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      {!run && preview.isLoading && <Skeleton variant="rectangular" height={200} />}
      {run && (
        <>
          <Typography sx={{ mb: 2 }} role="status">
            {run.totals.clients} clients · {run.totals.ready} ready · {run.totals.blocked} blocked · ready to
            invoice {rupees(run.totals.total)}
          </Typography>
          {run.clients.length === 0 && <Alert severity="info">No placement is active in this month.</Alert>}
          {run.clients.map((client) => (
            <ClientCard key={client.client_id} client={client} />
          ))}
        </>
      )}
    </>
  );
}
