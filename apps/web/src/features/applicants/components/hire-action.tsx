// Hire from an applicant: on a joined applicant hrms gets "Create employee", which opens the
// employee form pre-filled from the applicant; once hired, "View employee" follows the link back.
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Applicant, isHiredStatus } from '@staffdesk/shared';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../../lib/access';

export function HireAction({ applicant }: { applicant: Applicant }) {
  const { can } = useAccess();
  if (!can('hrms')) return null;
  const hired = applicant.employee_id;
  if (!hired && !isHiredStatus(applicant.interview_status[0]?.status)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
      {hired ? (
        <Button component={RouterLink} to={`/hrms/employees/view/${hired}`} variant="outlined">
          View employee
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={`/hrms/employees/create?applicant=${applicant.id}`}
          variant="contained"
          startIcon={<PersonAddAlt />}
        >
          Create employee
        </Button>
      )}
    </Box>
  );
}
