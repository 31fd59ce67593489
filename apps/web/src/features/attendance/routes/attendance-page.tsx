// /company/attendance: the spec asks for the page and its menu entry and leaves it empty (spec 001
// §2), so it says so plainly rather than showing an empty table (docs/decisions.md).
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';

export function AttendancePage() {
  return (
    <>
      <PageHeader
        title="Attendance"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Attendance' }]}
      />
      <Paper variant="outlined" sx={{ py: { xs: 5, md: 8 }, px: 2, textAlign: 'center' }}>
        <EventNoteOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 1 }} />
        <Typography variant="h2" component="h2" gutterBottom>
          No attendance to show yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
          Attendance is not recorded in Staffdesk. Your employees' leaves show who is away.
        </Typography>
        <Box>
          <Button component={RouterLink} to="/company/leaves" variant="contained">
            See your employees' leaves
          </Button>
        </Box>
      </Paper>
    </>
  );
}
