// The accounts invoice form in create, edit and view modes (spec 001 §3 Invoice, §5 Invoice).
// Choosing a client pre-fills billing e-mail, GSTIN and billing address from the client record; a
// new invoice is offered the next number; Save asks 'You are raising invoice to {company} for the
// amount {amount}'. A sent invoice keeps its amounts: the form says so and the server refuses them.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceBody,
  type InvoiceInput,
  invoiceBody,
  isBeforeDay,
  longInvoiceNumberWarning,
  type VendorBankDetail,
} from '@staffdesk/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { FormLocationFields } from '../../../components/form-location-fields';
import type { FormMode } from '../../../components/form-mode';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { optionOf, useCompanyOptions, withCurrent } from '../../../lib/lookups';
import { fetchClientBilling, fetchNextNumber, invoicesApi, useInvoiceStatuses } from '../api/invoices-api';
import { emptyInvoiceValues, invoiceToFormValues, today } from './invoice-form-values';
import { InvoiceLines, totalOf } from './invoice-lines';
import { rupees } from './invoice-text';

const M = INVOICE_MESSAGES;
const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

/** §5: in create mode the dates may not be before today (checked here in the user's own day). */
const createSchema = invoiceBody.superRefine((v, ctx) => {
  if (isBeforeDay(v.invoiced_date, today())) {
    ctx.addIssue({ code: 'custom', path: ['invoiced_date'], message: M.dateInPast });
  }
});

export interface InvoiceFormProps {
  mode: FormMode;
  record?: Invoice;
  vendor: VendorBankDetail | undefined;
}

export function InvoiceForm({ mode, record, vendor }: InvoiceFormProps) {
  const form = useForm<InvoiceBody, unknown, InvoiceInput>({
    resolver: zodResolver(mode === 'create' ? createSchema : invoiceBody),
    defaultValues: record ? invoiceToFormValues(record) : emptyInvoiceValues(vendor),
  });
  const invoiceNumber = useWatch({ control: form.control, name: 'invoice_number' });
  const companies = useCompanyOptions();
  const statuses = useInvoiceStatuses();
  const { confirm, dialog } = useConfirm();
  const create = invoicesApi.useCreate();
  const update = invoicesApi.useUpdate();
  const save = useSaveRecord({
    mode,
    record,
    viewPath: (id) => `/accounts/invoices/view/${id}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  });

  // A new invoice is offered the next number of the pattern for its date's financial year.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (mode !== 'create') return;
    void fetchNextNumber(getValues('invoiced_date') || today()).then((number) => {
      if (!getValues('invoice_number')) setValue('invoice_number', number);
    });
  }, [mode, getValues, setValue]);

  // A new invoice starts as a Draft until it is sent.
  const statusList = statuses.data;
  useEffect(() => {
    if (mode !== 'create' || getValues('invoice_status_id')) return;
    const draft = statusList?.find((s) => s.slug === 'draft');
    if (draft) setValue('invoice_status_id', draft.id);
  }, [mode, statusList, getValues, setValue]);

  const prefillBilling = async (companyId: unknown) => {
    if (typeof companyId !== 'number') return;
    const billing = await fetchClientBilling(companyId);
    const set = (name: keyof InvoiceBody, value: string | number | null) =>
      setValue(name, (value ?? '') as never, { shouldDirty: true, shouldValidate: false });
    set('billing_email', billing.billing_email);
    set('gstin', billing.gstin);
    set('billing_address', billing.billing_address);
    set('billing_zipcode', billing.billing_zipcode);
    set('billing_country_id', billing.billing_country_id);
    set('billing_state_id', billing.billing_state_id);
    set('billing_city_id', billing.billing_city_id);
  };

  const onSubmit = async (values: InvoiceInput) => {
    if (mode === 'create') {
      const company = companies.options.find((o) => o.id === values.company_id)?.label ?? '';
      const yes = await confirm({
        title: 'Are you sure?',
        text: M.confirm(company, rupees(totalOf(values, vendor))),
        confirmText: 'Yes',
      });
      if (!yes) return;
    }
    await save(values);
  };

  const locked = record?.locked && mode === 'edit';
  return (
    <>
      <ResourceForm
        aria-label="Invoice"
        form={form}
        mode={mode}
        onSubmit={onSubmit}
        loading={form.formState.isSubmitting}
        cancelTo={mode === 'edit' && record ? `/accounts/invoices/view/${record.id}` : '/accounts/invoices'}
        submit={{ editTo: record ? `/accounts/invoices/edit/${record.id}` : undefined }}
      >
        {locked && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
            {M.locked}. Status and due date can still change.
          </Alert>
        )}
        <Grid container spacing={2.5}>
          <Grid size={half}>
            <FormSelectOrCreate
              name="company_id"
              label="Client"
              required
              options={withCurrent(companies.options, [optionOf(record?.company_id, record?.company_name)])}
              loading={companies.loading}
              onValueChange={(id) => void prefillBilling(id)}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="invoice_number"
              label="Invoice Number"
              required
              autoComplete="off"
              helperText={longInvoiceNumberWarning(invoiceNumber ?? '')}
            />
          </Grid>
          <Grid size={third}>
            <FormDateField
              name="invoiced_date"
              label="Invoice Date"
              required
              disablePast={mode === 'create'}
            />
          </Grid>
          <Grid size={third}>
            <FormDateField name="due_date" label="Due Date" disablePast={mode === 'create'} />
          </Grid>
          <Grid size={third}>
            <FormSelect
              name="invoice_status_id"
              label="Status"
              options={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.status }))}
            />
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h4" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          Billing
        </Typography>
        <Grid container spacing={2.5}>
          <Grid size={half}>
            <FormTextField name="billing_email" label="Billing Email" required type="email" />
          </Grid>
          <Grid size={half}>
            <FormTextField name="gstin" label="GSTIN" />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField name="billing_address" label="Billing Address" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField name="billing_zipcode" label="Billing Zipcode" />
          </Grid>
          <FormLocationFields
            prefix="billing_"
            labelPrefix="Billing "
            size={third}
            current={{
              country: optionOf(record?.billing_country_id, record?.billing_country),
              state: optionOf(record?.billing_state_id, record?.billing_state),
              city: optionOf(record?.billing_city_id, record?.billing_city),
            }}
          />
        </Grid>
        <Divider sx={{ my: 3 }} />
        <InvoiceLines vendor={vendor} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h4" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          Vendor bank details
        </Typography>
        <Grid container spacing={2.5}>
          <Grid size={third}>
            <FormTextField name="vendor_bank_account_name" label="Account Name" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="vendor_bank_account_number" label="Account Number" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="branch" label="Branch" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="ifsc_code" label="IFSC Code" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="swift_code" label="SWIFT Code" />
          </Grid>
          <Grid size={12}>
            <FormTextField name="more_bank_details" label="Intermediary Bank Details" multiline minRows={2} />
          </Grid>
          <Grid size={12}>
            <FormFileUpload
              name="invoice_attachment"
              nameField="invoice_attachment_name"
              label="Invoice Attachment (leave empty for the generated PDF)"
              folderName="invoices"
              accept=".pdf"
              errorMessage={M.attachmentNotUploaded}
            />
          </Grid>
        </Grid>
      </ResourceForm>
      {dialog}
    </>
  );
}
