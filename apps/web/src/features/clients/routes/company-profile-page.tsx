// /company/profile and /company/profile/edit: the company area's own company (spec 001 §2). After
// an update the user goes to /company/profile; there is no Close button.
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { RecordGate } from '../../../components/resource-form';
import { useAccess } from '../../../lib/access';
import { companyProfileApi } from '../api/clients-api';
import { ClientForm } from '../components/client-form';

const VIEW = '/company/profile';
const EDIT = '/company/profile/edit';

export function CompanyProfilePage() {
  const { pathname } = useLocation();
  const { user } = useAccess();
  const mode = pathname.startsWith(EDIT) ? 'edit' : 'view';
  const id = user?.company_id ?? undefined;
  const record = companyProfileApi.useRecord(id);
  const update = companyProfileApi.useUpdate();
  return (
    <>
      <PageHeader
        title="Company Profile"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Profile' }]}
      />
      <PageTabs
        label="Company profile"
        value={mode}
        tabs={[
          { key: 'view', label: 'View Profile', to: VIEW },
          { key: 'edit', label: 'Edit Profile', to: EDIT },
        ]}
      />
      <RecordGate loading={record.isPending} error={record.error} fromPath={false}>
        {record.data && (
          <ClientForm
            key={`${mode}-${record.data.updated_at}`}
            mode={mode}
            record={record.data}
            editTo={EDIT}
            viewPath={() => VIEW}
            update={update.mutateAsync}
          />
        )}
      </RecordGate>
    </>
  );
}
