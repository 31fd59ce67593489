// A timesheet's history (issue 24): who did what when, with the reason of a rejection or reopening.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TimesheetEvent } from '@staffdesk/shared';
import { formatDateTime } from '../../../lib/format';

const ACTIONS: Record<string, string> = {
  created: 'Created',
  saved: 'Saved',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  reopened: 'Reopened',
  reminded: 'Reminder sent',
};

export function TimesheetHistory({ history }: { history: TimesheetEvent[] }) {
  if (!history.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        History
      </Typography>
      <List dense aria-label="History">
        {[...history].reverse().map((event) => (
          <ListItem key={`${event.at}-${event.action}-${event.by}`} disableGutters>
            <ListItemText
              primary={`${ACTIONS[event.action] ?? event.action} by ${event.by}`}
              secondary={`${formatDateTime(event.at)}${event.reason ? ` · ${event.reason}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
