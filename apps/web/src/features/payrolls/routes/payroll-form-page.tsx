// /hrms/payrolls/create, /view/:id and /edit/:id (spec 001 §2): the payroll form in the route's
// mode under the module's header and tabs.
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { payrollsApi } from '../api/payrolls-api';
import { PayrollForm } from '../components/payroll-form';
import { PAYROLLS } from '../components/payrolls-resource';

export function PayrollFormPage() {
  const { mode, id } = useFormMode();
  const record = payrollsApi.useRecord(mode === 'create' ? undefined : id);
  const create = payrollsApi.useCreate();
  const update = payrollsApi.useUpdate();
  const common = {
    viewPath: (saved: number) => `${PAYROLLS.path}/view/${saved}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  };
  return (
    <>
      <ResourceHeader resource={PAYROLLS} screen={mode} id={id} />
      {mode === 'create' ? (
        <PayrollForm mode="create" cancelTo={PAYROLLS.path} {...common} />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <PayrollForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              cancelTo={mode === 'edit' ? `${PAYROLLS.path}/view/${record.data.id}` : PAYROLLS.path}
              editTo={`${PAYROLLS.path}/edit/${record.data.id}`}
              {...common}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
