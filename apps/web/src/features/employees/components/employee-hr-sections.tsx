// HR, Company HR and Account detail and Documents of the employee form (spec 001 §3). The company
// area never gets these (the server leaves them out); the employee sees its own read-only, without
// the general note and the company HR group.
import Grid from '@mui/material/Grid';
import { EMPLOYEE_MESSAGES } from '@staffdesk/shared';
import { BankChangeNotice } from '../../../components/bank-change-notice';
import { FormDocumentRows } from '../../../components/document-rows';
import { FormAmountField } from '../../../components/form-amount-field';
import { FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import type { SectionProps } from './employee-main-sections';
import { DOCUMENT_FILES, FormSection, HALF, Locked, THIRD } from './form-section';

const LONG_TEXT = { multiline: true, minRows: 2, maxRows: 8 } as const;

/**
 * CTC, laptop and contract: the same block in HR Detail (the agency's terms) and Company HR Detail
 * (the client's own), whose fields differ only by the 'company_hr_' prefix.
 */
function PlacementTerms({ prefix }: { prefix: '' | 'company_hr_' }) {
  const label = prefix ? 'Company HR ' : '';
  return (
    <>
      <Grid size={THIRD}>
        <FormAmountField name={`${prefix}ctc`} label={`${label}CTC`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <FormTextField name={`${prefix}laptop_detail`} label={`${label}Laptop Detail`} {...LONG_TEXT} />
      </Grid>
      {/* A row of its own, so what follows in HR Detail (the two addresses) pairs up. */}
      <Grid size={12}>
        <FormFileUpload
          name={`${prefix}contract`}
          nameField={`${prefix}contract_name`}
          label={`${label}Contract`}
          folderName="contract"
          accept={DOCUMENT_FILES}
          errorMessage={
            prefix ? EMPLOYEE_MESSAGES.companyHrContractNotUploaded : EMPLOYEE_MESSAGES.contractNotUploaded
          }
        />
      </Grid>
    </>
  );
}

export function HrSection({ shows, self }: SectionProps) {
  return (
    <FormSection title="HR Detail">
      <Locked when={self}>
        <Grid container spacing={2.5}>
          <PlacementTerms prefix="" />
          <Grid size={HALF}>
            <FormTextField name="current_address" label="Current Address" {...LONG_TEXT} />
          </Grid>
          <Grid size={HALF}>
            <FormTextField name="permanent_address" label="Permanent Address" {...LONG_TEXT} />
          </Grid>
          {shows('general_note') && (
            <Grid size={12}>
              <FormTextField name="general_note" label="General Note" {...LONG_TEXT} />
            </Grid>
          )}
        </Grid>
      </Locked>
    </FormSection>
  );
}

/** hrms only: the client's own HR terms for this placement. */
export function CompanyHrSection() {
  return (
    <FormSection title="Company HR Detail">
      <Grid container spacing={2.5}>
        <PlacementTerms prefix="company_hr_" />
      </Grid>
    </FormSection>
  );
}

export function AccountSection({ record, self }: SectionProps) {
  return (
    <FormSection title="Account Detail">
      <Locked when={self}>
        <Grid container spacing={2.5}>
          {(record?.bank_details_changed || record?.bank_change_pending) && (
            <Grid size={12}>
              <BankChangeNotice change={record.bank_details_changed} pending={record.bank_change_pending} />
            </Grid>
          )}
          <Grid size={THIRD}>
            <FormTextField name="name_as_per_bank" label="Name as per Bank" autoComplete="off" />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField name="bank_name" label="Bank Name" autoComplete="off" />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField
              name="account_number"
              label="Account Number"
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
            <FormTextField name="pan_number" label="PAN Number" autoComplete="off" />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField
              name="aadhar_number"
              label="Aadhaar Number"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField name="bank_address" label="Bank Address" {...LONG_TEXT} />
          </Grid>
        </Grid>
      </Locked>
    </FormSection>
  );
}

export function DocumentsSection({ record, self }: SectionProps) {
  return (
    <FormSection title="Documents">
      <Locked when={self}>
        <FormDocumentRows groupKey="employee" saved={record?.documents} />
      </Locked>
    </FormSection>
  );
}
