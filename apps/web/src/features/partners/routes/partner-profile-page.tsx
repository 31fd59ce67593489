// /partners/profile (view-profile) and /partners/profile/edit (edit-profile): a partner user's own
// account (spec 001 §2). No Close button; tabs View Profile and Edit Profile; breadcrumb
// Dashboard > Profile; after an update the success message and /partners/profile.
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { RecordGate } from '../../../components/resource-form';
import { useAccess } from '../../../lib/access';
import { partnerProfileApi } from '../api/partners-api';
import { PartnerForm } from '../components/partner-form';

const VIEW = '/partners/profile';
const EDIT = '/partners/profile/edit';

export function PartnerProfilePage() {
  const { pathname } = useLocation();
  const { user, can } = useAccess();
  const mode = pathname.startsWith(EDIT) ? 'edit' : 'view';
  const record = partnerProfileApi.useRecord(user?.partners_account_id ?? undefined);
  const update = partnerProfileApi.useUpdate();
  return (
    <>
      <PageHeader title="Profile" breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Profile' }]} />
      <PageTabs
        label="Partner profile"
        value={mode}
        tabs={[
          { key: 'view', label: 'View Profile', to: can('view-profile') ? VIEW : undefined },
          { key: 'edit', label: 'Edit Profile', to: can('edit-profile') ? EDIT : undefined },
        ]}
      />
      <RecordGate loading={record.isPending} error={record.error} fromPath={false}>
        {record.data && (
          <PartnerForm
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
