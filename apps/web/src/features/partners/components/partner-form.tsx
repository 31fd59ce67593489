// One form in three modes for a partner account (/partners/create, /edit/:id, /view/:id) and a
// partner user's own profile (spec 001 §3 Partner, §5). Bank values arrive masked for a viewer who
// may not change them and show read-only (partner-bank-fields.tsx); a change of them asks for the
// current password and waits for a second person.
import {
  BANK_CHANGE_MESSAGES,
  PARTNER_MESSAGES,
  type Partner,
  type PartnerInput,
  partnerBody,
} from '@staffdesk/shared';
import { useMemo } from 'react';
import { FormSection } from '../../../components/form-section';
import { OrganisationForm, type OrganisationFormProps } from '../../../components/organisation-form';
import { PartnerBankFields, partnerBankChanged } from './partner-bank-fields';
import { emptyPartnerValues, partnerToFormValues } from './partner-form-values';

export type PartnerFormProps = OrganisationFormProps<Partner, PartnerInput>;

/** The shared schema, plus the current password when an edit changes the bank details. */
function partnerFormSchema(record: Partner | undefined) {
  if (!record || record.bank_masked) return partnerBody;
  return partnerBody.superRefine((values, ctx) => {
    if (partnerBankChanged(record, values) && !values.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: BANK_CHANGE_MESSAGES.passwordRequired,
      });
    }
  });
}

export function PartnerForm(props: PartnerFormProps) {
  const { record, mode } = props;
  const schema = useMemo(() => partnerFormSchema(record), [record]);
  return (
    <OrganisationForm
      {...props}
      label="Partner"
      schema={schema}
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
            <PartnerBankFields record={record} mode={mode} />
          </FormSection>
        ),
      }}
    />
  );
}
