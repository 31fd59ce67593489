// /hrms/employees/create (optionally ?applicant={id}: hire from a joined applicant), and
// /{hrms|company}/employees/view/:id and edit/:id. hrms blocks and unblocks profile access from
// the view.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocation, useSearchParams } from 'react-router';
import { recordIdOf, useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { errorMessage } from '../../../lib/api-client';
import { useEmployee, useEmployeeDraft } from '../api/get-employee';
import { useDefaultLeaveRows } from '../api/get-leave-types';
import { EmployeeForm } from '../components/employee-form';
import { draftToFormValues } from '../components/employee-form-values';
import { EmployeesHeader, listAreaOf } from '../components/employees-header';
import { ProfileAccessButton } from '../components/profile-access-button';

function CreateEmployee() {
  const [params] = useSearchParams();
  const applicantId = recordIdOf(params.get('applicant') ?? undefined);
  const draft = useEmployeeDraft(applicantId);
  const leaves = useDefaultLeaveRows(true);
  if (draft.error) {
    return (
      <Alert severity="error" variant="outlined">
        {errorMessage(draft.error)}
      </Alert>
    );
  }
  return (
    <RecordGate
      loading={leaves.isPending || (applicantId !== undefined && draft.isPending)}
      error={leaves.error}
    >
      <EmployeeForm
        area="hrms"
        mode="create"
        initial={draft.data ? draftToFormValues(draft.data) : undefined}
        defaultLeaves={leaves.data}
      />
    </RecordGate>
  );
}

export function EmployeeFormPage() {
  const area = listAreaOf(useLocation().pathname);
  const { mode, id } = useFormMode();
  const record = useEmployee(mode === 'create' ? undefined : id);
  return (
    <>
      <EmployeesHeader area={area} screen={mode} id={id} />
      {mode === 'create' ? (
        <CreateEmployee />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <>
              {area === 'hrms' && mode === 'view' && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                  <ProfileAccessButton employee={record.data} />
                </Box>
              )}
              <EmployeeForm
                key={`${mode}-${record.data.updated_at}`}
                area={area}
                mode={mode}
                record={record.data}
              />
            </>
          )}
        </RecordGate>
      )}
    </>
  );
}
