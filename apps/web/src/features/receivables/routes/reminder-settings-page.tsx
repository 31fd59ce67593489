// /accounts/reminders (issue 25): when overdue invoices are e-mailed again (days after the due date)
// and whom to copy. Each step goes out once per unpaid invoice, with its PDF.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReminderSettings } from '@staffdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { apiGet, apiPut, errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';

const KEY = ['invoices', 'reminder-settings'];
const split = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [steps, setSteps] = useState(settings.steps.join(', '));
  const [cc, setCc] = useState(settings.cc_email.join(', '));
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      apiPut<ReminderSettings>('invoices/reminder-settings', {
        enabled,
        steps: split(steps),
        cc_email: split(cc),
      }),
    onSuccess: (result) => {
      enqueueSnackbar(result.message, { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Stack spacing={2.5}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label="E-mail reminders for overdue invoices"
        />
        <TextField
          label="Days after the due date"
          value={steps}
          onChange={(e) => setSteps(e.target.value)}
          helperText="Comma separated, e.g. 7, 15, 30: each step is sent once per unpaid invoice"
        />
        <TextField
          label="Cc"
          value={cc}
          onChange={(e) => setCc(e.target.value)}
          helperText="Comma separated e-mail addresses copied on every reminder"
        />
        {save.error && <Typography color="error">{errorMessage(save.error)}</Typography>}
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          loading={save.isPending}
          sx={{ alignSelf: 'start' }}
        >
          Save
        </Button>
      </Stack>
    </Paper>
  );
}

export function ReminderSettingsPage() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiGet<ReminderSettings>('invoices/reminder-settings')).data,
  });
  return (
    <>
      <PageHeader
        title="Payment reminders"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Accounts' }, { label: 'Payment reminders' }]}
      />
      {settings.error && <Typography color="error">{errorMessage(settings.error)}</Typography>}
      {settings.data && <SettingsForm key={settings.data.updated_at ?? 'new'} settings={settings.data} />}
    </>
  );
}
