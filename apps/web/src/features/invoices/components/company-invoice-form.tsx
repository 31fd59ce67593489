// The company area's limited edit (spec 001 §6 "Invoice edit is limited to a few fields"): the
// status, Acknowledged or Disputed, and a comment; a dispute says what is wrong.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  COMPANY_INVOICE_STATUSES,
  type CompanyInvoiceBody,
  type CompanyInvoiceInput,
  companyInvoiceBody,
  type Invoice,
} from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import type { FormMode } from '../../../components/form-mode';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { useInvoiceStatuses, useUpdateCompanyInvoice } from '../api/invoices-api';

export function CompanyInvoiceForm({ mode, record }: { mode: Exclude<FormMode, 'create'>; record: Invoice }) {
  const statuses = useInvoiceStatuses();
  const update = useUpdateCompanyInvoice();
  const form = useForm<CompanyInvoiceBody, unknown, CompanyInvoiceInput>({
    resolver: zodResolver(companyInvoiceBody),
    defaultValues: {
      invoice_status_id: record.invoice_status_id,
      client_comment: record.client_comment ?? '',
    },
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath: (id) => `/company/invoices/view/${id}`,
    create: () => Promise.reject(new Error('not used')),
    update: ({ id, body }) => update.mutateAsync({ id, body }),
  });
  // The current status stays selectable; the client may move it to Acknowledged or Disputed.
  const options = (statuses.data ?? [])
    .filter((s) => s.id === record.invoice_status_id || COMPANY_INVOICE_STATUSES.includes(s.slug as never))
    .map((s) => ({ value: s.id, label: s.status }));
  return (
    <ResourceForm
      aria-label="Your response"
      form={form}
      mode={mode}
      onSubmit={(values) => save(values)}
      loading={form.formState.isSubmitting}
      cancelTo={mode === 'edit' ? `/company/invoices/view/${record.id}` : '/company/invoices'}
      submit={{ editTo: `/company/invoices/edit/${record.id}` }}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelect name="invoice_status_id" label="Status" options={options} required />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField name="client_comment" label="Comment" multiline minRows={2} />
        </Grid>
      </Grid>
    </ResourceForm>
  );
}
