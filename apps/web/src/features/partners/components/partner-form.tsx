// One form in three modes for a partner account (/partners/create, /edit/:id, /view/:id) and a
// partner user's own profile (spec 001 §3 Partner, §5). Bank values arrive masked for a viewer who
// may not edit; the form says who last changed them.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  PARTNER_MESSAGES,
  type Partner,
  type PartnerBody,
  type PartnerInput,
  partnerBody,
} from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { BankChangeNotice } from '../../../components/bank-change-notice';
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
import { emptyPartnerValues, partnerToFormValues } from './partner-form-values';

export interface PartnerFormProps {
  mode: FormMode;
  record?: Partner;
  viewPath: (id: number) => string;
  editTo?: string;
  cancelTo?: string;
  onEdit?: () => void;
  create?: (body: PartnerInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: { id: number; body: PartnerInput & { updated_at: string } }) => Promise<ApiResult<unknown>>;
}

const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

export function PartnerForm({
  mode,
  record,
  viewPath,
  editTo,
  cancelTo,
  onEdit,
  create,
  update,
}: PartnerFormProps) {
  const form = useForm<PartnerBody, unknown, PartnerInput>({
    resolver: zodResolver(partnerBody),
    defaultValues: record ? partnerToFormValues(record) : emptyPartnerValues(),
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath,
    create: create ?? (() => Promise.reject(new Error('Not available'))),
    update,
  });
  return (
    <ResourceForm
      aria-label="Partner"
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
            nameField="original_name"
            label="Logo"
            folderName="partners"
            image
            errorMessage={PARTNER_MESSAGES.imageNotUploaded}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField name="account_name" label="Account Name" required autoComplete="organization" />
        </Grid>
        <Grid size={half}>
          <FormTextField name="primary_email" label="Primary Email" required type="email" />
        </Grid>
        <Grid size={third}>
          <FormTextField name="phone" label="Phone" type="tel" />
        </Grid>
        <Grid size={third}>
          <FormTextField name="website" label="Website" />
        </Grid>
        <Grid size={third}>
          <FormTextField name="linkedin" label="LinkedIn" />
        </Grid>
        <Grid size={half}>
          <FormTextField name="industry" label="Industry" />
        </Grid>
        <FormSection title="Address">
          <Grid size={12}>
            <FormTextField name="address" label="Address" required />
          </Grid>
          <FormLocationFields
            creatable
            required
            size={third}
            current={{
              country: optionOf(record?.country_id, record?.country),
              state: optionOf(record?.state_id, record?.state),
              city: optionOf(record?.city_id, record?.city),
            }}
          />
          <Grid size={third}>
            <FormTextField name="zipcode" label="Zipcode" required />
          </Grid>
          <Grid size={third}>
            <FormTimezoneField current={optionOf(record?.timezone_id, record?.timezone)} />
          </Grid>
        </FormSection>
        <FormSection title="Bank details">
          {record?.bank_details_changed && (
            <Grid size={12}>
              <BankChangeNotice change={record.bank_details_changed} />
            </Grid>
          )}
          <Grid size={half}>
            <FormTextField name="partners_bank_account_name" label="Bank Account Name" />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="partners_bank_account_number"
              label="Bank Account Number"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField name="ifsc_code" label="IFSC Code" autoComplete="off" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="swift_code" label="SWIFT Code" autoComplete="off" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="branch" label="Branch" />
          </Grid>
          <Grid size={half}>
            <FormTextField name="partners_more_bank_details" label="More Bank Details" multiline rows={6} />
          </Grid>
          <Grid size={half}>
            <FormTextField name="partners_account_address" label="Account Address" multiline rows={6} />
          </Grid>
        </FormSection>
        <FormSection title="Documents">
          <Grid size={12}>
            <FormDocumentRows groupKey="partners" saved={record?.documents} />
          </Grid>
        </FormSection>
      </Grid>
    </ResourceForm>
  );
}
