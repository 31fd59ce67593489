// A placement as a client company, a partner or the employee reads it (issue 24): who, where, when,
// its status, the approvers, and the rate the server gave this viewer (the bill rate to the client,
// the pay rate to the partner, none to the employee). Nothing here is editable.
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Placement } from '@staffdesk/shared';
import { formatDate } from '../../../lib/format';
import type { SearchOption } from './form-search-select';
import { PlacementStatusChip, rateText } from './placement-figures';

const half = { xs: 12, md: 6 };

const Field = ({ label, value }: { label: string; value: string }) => (
  <Grid size={half}>
    <TextField label={label} value={value} slotProps={{ input: { readOnly: true } }} fullWidth />
  </Grid>
);

export function PlacementView({
  record,
  knownApprovers,
}: {
  record: Placement;
  knownApprovers: SearchOption[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label="Placement">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {record.employee_name} at {record.client_name}
        </Typography>
        <PlacementStatusChip status={record.status} />
      </Stack>
      <Grid container spacing={2.5}>
        <Field label="Employee" value={`${record.employee_name} (${record.employee_code})`} />
        <Field label="Client" value={record.client_name} />
        <Field label="Position" value={record.position_title ?? '—'} />
        {record.partner_name !== null && <Field label="Partner" value={record.partner_name} />}
        <Field label="Start Date" value={formatDate(record.start_date)} />
        <Field label="End Date" value={record.end_date ? formatDate(record.end_date) : 'Open-ended'} />
        {record.bill_rate !== undefined && (
          <Field label="Bill Rate" value={rateText(record.bill_rate, record.bill_unit, record.currency)} />
        )}
        {record.pay_rate !== undefined && (
          <Field label="Pay Rate" value={rateText(record.pay_rate, record.pay_unit, record.currency)} />
        )}
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Timesheet Approvers
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {knownApprovers.map((a) => (
              <Chip key={a.id} label={a.label} size="small" />
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
