// /partners/bills/create|view/:id and /accounts/partner-bills/create|view/:id (issue 25): filing a
// bill, or one bill with expected vs billed and, for accounts, validate / dispute / pay.
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { useAccess } from '../../../lib/access';
import { partnerBillsApi } from '../api/partner-bills-api';
import { PartnerBillForm } from '../components/partner-bill-form';
import { PartnerBillView } from '../components/partner-bill-view';
import { useBillArea } from '../components/partner-bills-area';

export function PartnerBillPage() {
  const { area, resource } = useBillArea();
  const { mode, id } = useFormMode();
  const { can } = useAccess();
  const record = partnerBillsApi.useRecord(mode === 'create' ? undefined : id);
  return (
    <>
      <ResourceHeader resource={resource} screen={mode} id={id} editable={false} />
      {mode === 'create' ? (
        <PartnerBillForm area={area} basePath={resource.path} />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <PartnerBillView bill={record.data} canAct={area === 'accounts' && can('accounts')} />
          )}
        </RecordGate>
      )}
    </>
  );
}
