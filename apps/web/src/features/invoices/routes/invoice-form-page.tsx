// /accounts/invoices/create, /view/:id and /edit/:id: the invoice form in the route's mode, and the
// send history under the view.

import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { invoicesApi, useVendorBankDetail } from '../api/invoices-api';
import { INVOICE_RESOURCES } from '../components/invoice-area';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoicePayments } from '../components/invoice-payments';

export function InvoiceFormPage() {
  const { mode, id } = useFormMode();
  const record = invoicesApi.useRecord(mode === 'create' ? undefined : id);
  const vendor = useVendorBankDetail();
  return (
    <>
      <ResourceHeader resource={INVOICE_RESOURCES.accounts} screen={mode} id={id} />
      {mode === 'create' ? (
        // The new form starts with the agency's bank details, so it waits for them.
        <RecordGate loading={vendor.isPending} error={vendor.error}>
          <InvoiceForm mode="create" vendor={vendor.data} />
        </RecordGate>
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <>
              <InvoiceForm
                key={`${mode}-${record.data.updated_at}`}
                mode={mode}
                record={record.data}
                vendor={vendor.data}
              />
              {mode === 'view' && <InvoicePayments invoice={record.data} area="accounts" />}
              {mode === 'view' && <InvoiceHistory invoice={record.data} area="accounts" />}
            </>
          )}
        </RecordGate>
      )}
    </>
  );
}
