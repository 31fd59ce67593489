// /partners/create, /view/:id and /edit/:id: the partner form in the route's mode; after a save the
// partner's view (spec 001 §4). Without edit-partners the view's Edit shows the access popup.
import { useConfirm } from '../../../components/confirm-dialog';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { ACCESS_POPUPS, useAccess } from '../../../lib/access';
import { partnersApi } from '../api/partners-api';
import { PartnerForm } from '../components/partner-form';
import { PARTNERS } from '../components/partners-resource';

export function PartnerFormPage() {
  const { mode, id } = useFormMode();
  const { can } = useAccess();
  const { notify, dialog } = useConfirm();
  const record = partnersApi.useRecord(mode === 'create' ? undefined : id);
  const create = partnersApi.useCreate();
  const update = partnersApi.useUpdate();
  const common = {
    viewPath: (saved: number) => `${PARTNERS.path}/view/${saved}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  };
  return (
    <>
      <ResourceHeader resource={PARTNERS} screen={mode} id={id} />
      {mode === 'create' ? (
        <PartnerForm mode="create" cancelTo={PARTNERS.path} {...common} />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <PartnerForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              cancelTo={mode === 'edit' ? `${PARTNERS.path}/view/${record.data.id}` : PARTNERS.path}
              editTo={`${PARTNERS.path}/edit/${record.data.id}`}
              onEdit={can('edit-partners') ? undefined : () => void notify('Error!', ACCESS_POPUPS.edit)}
              {...common}
            />
          )}
        </RecordGate>
      )}
      {dialog}
    </>
  );
}
