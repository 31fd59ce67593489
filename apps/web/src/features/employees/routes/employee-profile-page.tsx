// /employee/profile and /employee/profile/edit: the signed-in employee's own record (spec 001 §2),
// without a Close button; after an update it goes back to /employee/profile.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { errorMessage } from '../../../lib/api-client';
import { useOwnEmployee } from '../api/get-employee';
import { EmployeeForm } from '../components/employee-form';

export function EmployeeProfilePage() {
  const editing = useLocation().pathname.endsWith('/edit');
  const record = useOwnEmployee();
  return (
    <>
      <PageHeader
        title="Profile"
        breadcrumbs={[{ label: 'Dashboard', to: '/employee/profile' }, { label: 'Profile' }]}
      />
      <PageTabs
        label="Profile"
        value={editing ? 'edit' : 'view'}
        tabs={[
          { key: 'view', label: 'View Profile', to: '/employee/profile' },
          { key: 'edit', label: 'Edit Profile', to: '/employee/profile/edit' },
        ]}
      />
      {/* Not RecordGate: these paths carry no record id, the record is the signed-in employee. */}
      {record.error && (
        <Alert severity="error" variant="outlined">
          {errorMessage(record.error)}
        </Alert>
      )}
      {record.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Loading">
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {record.data && (
        <EmployeeForm
          key={`${editing}-${record.data.updated_at}`}
          area="employee"
          mode={editing ? 'edit' : 'view'}
          record={record.data}
        />
      )}
    </>
  );
}
