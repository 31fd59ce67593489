// /applicants/create, /applicants/view/:id (Edit and Close) and /applicants/edit/:id.

import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { ACCESS_DENIED_MESSAGE, useAccess } from '../../../lib/access';
import { useSnackbar } from '../../../lib/toasts';
import { useApplicant } from '../api/get-applicant';
import { ApplicantForm } from '../components/applicant-form';
import { APPLICANTS } from '../components/applicants-resource';
import { HireAction } from '../components/hire-action';

export function ApplicantFormPage() {
  const { mode, id } = useFormMode();
  const { can } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const record = useApplicant(mode === 'create' ? undefined : id);
  // Spec 000 §6: without edit-applicant a popup blocks editing.
  const refuseEdit = () => enqueueSnackbar(ACCESS_DENIED_MESSAGE, { variant: 'error' });

  return (
    <>
      <ResourceHeader resource={APPLICANTS} screen={mode} id={id} />
      {mode === 'create' ? (
        <ApplicantForm mode="create" />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && mode === 'view' && <HireAction applicant={record.data} />}
          {record.data && (
            <ApplicantForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              onEdit={can('edit-applicant') ? undefined : refuseEdit}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
