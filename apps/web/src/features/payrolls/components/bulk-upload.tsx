// The month's bulk upload (issue 11, issue 23): the month (the same MUI X picker as every date field,
// in month view; the month's last day is sent), PDFs or zips, a progress bar while the files are
// sent, then the job's progress bar with each file's line as the server matches it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { countBulkResults, payslipDateField } from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { payrollsKeys, uploadPayslips } from '../api/payrolls-api';
import { usePayslipJob } from './use-payslip-job';

const STATUS_COLOR = {
  created: 'success',
  replaced: 'info',
  unchanged: 'default',
  unmatched: 'warning',
} as const;

export function BulkUpload() {
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: { payslip_date: '' } });
  const date = useWatch({ control: form.control, name: 'payslip_date' });
  const dateValid = payslipDateField.safeParse(date).success;
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: payrollsKeys.all }),
    [queryClient],
  );
  const job = usePayslipJob(refreshList);
  const running =
    progress !== null || (job.progress !== null && !['done', 'failed'].includes(job.progress.state));

  const send = async () => {
    setError(null);
    job.reset();
    setProgress(0);
    try {
      const started = await uploadPayslips(date, files, setProgress);
      setFiles([]);
      setProgress(null);
      await job.follow(started.id, started.total);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Payslip is not uploaded');
    } finally {
      setProgress(null);
    }
  };
  const counts = job.progress && countBulkResults(job.progress.results);
  const finished = job.progress?.state === 'done' || job.progress?.state === 'failed';

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Bulk upload">
      <Typography variant="h6" component="h2" gutterBottom>
        Bulk upload payslips
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Name each PDF with the employee ID or the employee’s company e-mail; a PDF whose name names nobody is
        matched by the ID or e-mail in its text. A payslip already uploaded for the month is replaced; the
        same file again is left as it is and nobody is e-mailed.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <FormProvider {...form}>
          <Box sx={{ width: { xs: '100%', sm: 200 } }}>
            <FormDateField name="payslip_date" label="Payslip month" month required />
          </Box>
        </FormProvider>
        <Button variant="outlined" component="label">
          {files.length ? `${files.length} file(s) chosen` : 'Choose PDFs or a zip'}
          <input
            hidden
            type="file"
            multiple
            accept="application/pdf,.pdf,application/zip,.zip"
            aria-label="Payslip files"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </Button>
        <Button
          variant="contained"
          disabled={!dateValid || !files.length || running}
          onClick={() => void send()}
        >
          Upload
        </Button>
      </Stack>
      {progress !== null && (
        <LinearProgress sx={{ mt: 2 }} aria-label="Uploading" variant="determinate" value={progress} />
      )}
      {job.progress && !finished && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            aria-label="Matching"
            variant="determinate"
            value={job.progress.total ? (job.progress.processed / job.progress.total) * 100 : 0}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
            Matched {job.progress.processed} of {job.progress.total} files
          </Typography>
        </Box>
      )}
      {(error || job.progress?.error) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error ?? job.progress?.error}
        </Alert>
      )}
      {job.progress && counts && (
        <>
          {finished && (
            <Alert severity={counts.unmatched ? 'warning' : 'success'} sx={{ mt: 2 }}>
              {counts.created} created, {counts.replaced} replaced, {counts.unchanged} unchanged,{' '}
              {counts.unmatched} not matched
            </Alert>
          )}
          <Table size="small" aria-label="Upload results" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.progress.results.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are only appended, never reordered; two zip entries may share a name
                <TableRow key={`${r.file}-${i}`}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.file}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOR[r.status]} label={r.status} />
                  </TableCell>
                  <TableCell>{r.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}
