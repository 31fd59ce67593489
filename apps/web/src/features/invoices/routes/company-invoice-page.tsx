// /company/invoices/view/:id and /edit/:id: the client's own invoice, read-only, with its response
// (status and comment) to view or edit, and the history of sends.
import Box from '@mui/material/Box';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { invoicesApi } from '../api/invoices-api';
import { CompanyInvoiceForm } from '../components/company-invoice-form';
import { INVOICE_RESOURCES } from '../components/invoice-area';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoicePayments } from '../components/invoice-payments';
import { InvoiceSummary } from '../components/invoice-summary';

export function CompanyInvoicePage() {
  const { mode, id } = useFormMode();
  const record = invoicesApi.useRecord(id);
  return (
    <>
      <ResourceHeader resource={INVOICE_RESOURCES.company} screen={mode} id={id} />
      <RecordGate loading={record.isPending} error={record.error}>
        {record.data && (
          <>
            <InvoiceSummary invoice={record.data} />
            <Box sx={{ mt: 2 }}>
              <CompanyInvoiceForm
                key={`${mode}-${record.data.updated_at}`}
                mode={mode === 'create' ? 'view' : mode}
                record={record.data}
              />
            </Box>
            {mode === 'view' && <InvoicePayments invoice={record.data} area="company" />}
            {mode === 'view' && <InvoiceHistory invoice={record.data} area="company" />}
          </>
        )}
      </RecordGate>
    </>
  );
}
