// One form in three modes for a partner account (/partners/create, /edit/:id, /view/:id) and a
// partner user's own profile (spec 001 §3 Partner, §5). Bank values arrive masked for a viewer who
// may not edit; the form says who last changed them.
import Grid from '@mui/material/Grid';
import { PARTNER_MESSAGES, type Partner, type PartnerInput, partnerBody } from '@staffdesk/shared';
import { BankChangeNotice } from '../../../components/bank-change-notice';
import { FormTextField } from '../../../components/form-fields';
import { FormSection } from '../../../components/form-section';
import { HALF, THIRD } from '../../../components/organisation-fields';
import { OrganisationForm, type OrganisationFormProps } from '../../../components/organisation-form';
import { emptyPartnerValues, partnerToFormValues } from './partner-form-values';

export type PartnerFormProps = OrganisationFormProps<Partner, PartnerInput>;

export function PartnerForm(props: PartnerFormProps) {
  const { record } = props;
  return (
    <OrganisationForm
      {...props}
      label="Partner"
      schema={partnerBody}
      values={record ? partnerToFormValues(record) : emptyPartnerValues()}
      fields={{
        logo: {
          label: 'Logo',
          folderName: 'partners',
          errorMessage: PARTNER_MESSAGES.imageNotUploaded,
          nameField: 'original_name',
        },
        name: { name: 'account_name', label: 'Account Name' },
        documentGroup: 'partners',
        children: (
          <FormSection title="Bank details">
            {record?.bank_details_changed && (
              <Grid size={12}>
                <BankChangeNotice change={record.bank_details_changed} />
              </Grid>
            )}
            <Grid size={HALF}>
              <FormTextField name="partners_bank_account_name" label="Bank Account Name" />
            </Grid>
            <Grid size={HALF}>
              <FormTextField
                name="partners_bank_account_number"
                label="Bank Account Number"
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={THIRD}>
              <FormTextField name="ifsc_code" label="IFSC Code" autoComplete="off" />
            </Grid>
            <Grid size={THIRD}>
              <FormTextField name="swift_code" label="SWIFT Code" autoComplete="off" />
            </Grid>
            <Grid size={THIRD}>
              <FormTextField name="branch" label="Branch" />
            </Grid>
            <Grid size={HALF}>
              <FormTextField name="partners_more_bank_details" label="More Bank Details" multiline rows={6} />
            </Grid>
            <Grid size={HALF}>
              <FormTextField name="partners_account_address" label="Account Address" multiline rows={6} />
            </Grid>
          </FormSection>
        ),
      }}
    />
  );
}
