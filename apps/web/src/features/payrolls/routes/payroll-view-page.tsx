// /employee/payrolls/view/{id} (spec 001 §2): the payslip's employee,
// date and file (opens in a new window). The e-mail about a new payslip links here. Read-only: an
// employee never edits (spec §6); hrms sees the payroll form in view mode instead.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payroll } from '@staffdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { payrollsKeys } from '../api/payrolls-api';

export function PayrollViewPage() {
  const id = Number(useParams().id);
  const list = useLocation().pathname.startsWith('/hrms') ? '/hrms/payrolls' : '/employee/payrolls';
  const payroll = useQuery({
    queryKey: [...payrollsKeys.all, 'detail', id],
    queryFn: async () => (await apiGet<Payroll>(`payrolls/${id}`)).data,
  });
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        View Payroll
      </Typography>
      {payroll.isPending && <CircularProgress aria-label="Loading" />}
      {payroll.error && <Alert severity="error">{errorMessage(payroll.error)}</Alert>}
      {payroll.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography>
              <strong>Name:</strong> {payroll.data.full_name}
            </Typography>
            <Typography>
              <strong>Email:</strong> {payroll.data.email}
            </Typography>
            <Typography>
              <strong>Payslip Date:</strong> {formatDate(payroll.data.payslip_date)}
            </Typography>
            <Typography>
              <strong>Payslip:</strong>{' '}
              <Link href={payroll.data.payslip} target="_blank" rel="noopener">
                {payroll.data.payslip_name}
              </Link>
            </Typography>
          </Stack>
          <Button component={RouterLink} to={list} sx={{ mt: 2 }}>
            Close
          </Button>
        </Paper>
      )}
    </>
  );
}
