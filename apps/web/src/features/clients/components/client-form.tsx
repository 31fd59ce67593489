// One form in three modes for a client (/hrms/clients/create, /edit/:id, /view/:id) and for the
// company area's own profile (spec 001 §3 Client / company, §5). City, state, country and document
// type are creatable inline; the logo takes images only.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  CLIENT_MESSAGES,
  type Client,
  type ClientBody,
  type ClientInput,
  clientBody,
} from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { FormDocumentRows } from '../../../components/document-rows';
import { FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { FormLocationFields } from '../../../components/form-location-fields';
import type { FormMode } from '../../../components/form-mode';
import { FormSection } from '../../../components/form-section';
import { FormTimezoneField } from '../../../components/form-timezone-field';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import type { ApiResult } from '../../../lib/api-client';
import { optionOf } from '../../../lib/lookups';
import { clientToFormValues, emptyClientValues } from './client-form-values';

export interface ClientFormProps {
  mode: FormMode;
  record?: Client;
  /** Where a saved client is shown. */
  viewPath: (id: number) => string;
  /** Where the view's Edit goes. */
  editTo?: string;
  /** Cancel / Close; left out on the company profile. */
  cancelTo?: string;
  /** View mode: runs instead of going to the edit page (the access popup). */
  onEdit?: () => void;
  create?: (body: ClientInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: { id: number; body: ClientInput & { updated_at: string } }) => Promise<ApiResult<unknown>>;
}

const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

export function ClientForm({
  mode,
  record,
  viewPath,
  editTo,
  cancelTo,
  onEdit,
  create,
  update,
}: ClientFormProps) {
  const form = useForm<ClientBody, unknown, ClientInput>({
    resolver: zodResolver(clientBody),
    defaultValues: record ? clientToFormValues(record) : emptyClientValues(),
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath,
    create: create ?? (() => Promise.reject(new Error('Not available'))),
    update,
  });
  const place = (prefix: '' | 'billing_') => ({
    country: optionOf(record?.[`${prefix}country_id`], record?.[`${prefix}country`]),
    state: optionOf(record?.[`${prefix}state_id`], record?.[`${prefix}state`]),
    city: optionOf(record?.[`${prefix}city_id`], record?.[`${prefix}city`]),
  });
  return (
    <ResourceForm
      aria-label="Client"
      form={form}
      mode={mode}
      onSubmit={save}
      loading={form.formState.isSubmitting}
      cancelTo={cancelTo}
      submit={{ editTo, onEdit }}
    >
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormFileUpload
            name="company_logo"
            label="Company Logo"
            folderName="company"
            image
            errorMessage={CLIENT_MESSAGES.imageNotUploaded}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField name="company_name" label="Company Name" required autoComplete="organization" />
        </Grid>
        <Grid size={half}>
          <FormTextField name="primary_email" label="Primary Email" required type="email" />
        </Grid>
        <Grid size={third}>
          <FormTextField name="phone" label="Phone" type="tel" />
        </Grid>
        <Grid size={third}>
          <FormTextField name="website" label="Website" required />
        </Grid>
        <Grid size={third}>
          <FormTextField name="linkedin" label="LinkedIn" />
        </Grid>
        <Grid size={half}>
          <FormTextField name="industry" label="Industry" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            name="total_employees"
            label="Total Employees"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <FormSection title="Address">
          <Grid size={12}>
            <FormTextField name="address" label="Address" required />
          </Grid>
          <FormLocationFields creatable required size={third} current={place('')} />
          <Grid size={third}>
            <FormTextField name="zipcode" label="Zipcode" required />
          </Grid>
          <Grid size={third}>
            <FormTimezoneField current={optionOf(record?.timezone_id, record?.timezone)} />
          </Grid>
        </FormSection>
        <FormSection title="Billing details">
          <Grid size={half}>
            <FormTextField name="billing_email" label="Billing Email" required type="email" />
          </Grid>
          <Grid size={half}>
            <FormTextField name="gstin" label="GSTIN" />
          </Grid>
          <Grid size={12}>
            <FormTextField name="billing_address" label="Billing Address" required />
          </Grid>
          <FormLocationFields
            creatable
            required
            prefix="billing_"
            labelPrefix="Billing "
            size={third}
            current={place('billing_')}
          />
          <Grid size={third}>
            <FormTextField name="billing_zipcode" label="Billing Zipcode" required />
          </Grid>
        </FormSection>
        <FormSection title="Documents">
          <Grid size={12}>
            <FormDocumentRows groupKey="client" saved={record?.documents} />
          </Grid>
        </FormSection>
      </Grid>
    </ResourceForm>
  );
}
