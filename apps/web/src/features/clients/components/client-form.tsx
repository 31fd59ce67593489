// One form in three modes for a client (/hrms/clients/create, /edit/:id, /view/:id) and for the
// company area's own profile (spec 001 §3 Client / company, §5). City, state, country and document
// type are creatable inline; the logo takes images only.
import Grid from '@mui/material/Grid';
import {
  CLIENT_MESSAGES,
  type Client,
  type ClientInput,
  clientBody,
  clientEditBody,
} from '@staffdesk/shared';
import { useMemo } from 'react';
import { FormTextField } from '../../../components/form-fields';
import { FormLocationFields, placesOf } from '../../../components/form-location-fields';
import { FormSection } from '../../../components/form-section';
import { HALF, THIRD } from '../../../components/organisation-fields';
import { OrganisationForm, type OrganisationFormProps } from '../../../components/organisation-form';
import { clientToFormValues, emptyClientValues } from './client-form-values';

export type ClientFormProps = OrganisationFormProps<Client, ClientInput>;

export function ClientForm(props: ClientFormProps) {
  const { record } = props;
  // A GSTIN stored before the check existed may be kept as it is (the server allows it too).
  const schema = useMemo(() => (record ? clientEditBody(record.gstin) : clientBody), [record]);
  return (
    <OrganisationForm
      {...props}
      label="Client"
      schema={schema}
      values={record ? clientToFormValues(record) : emptyClientValues()}
      fields={{
        logo: {
          label: 'Company Logo',
          folderName: 'company',
          errorMessage: CLIENT_MESSAGES.imageNotUploaded,
        },
        name: { name: 'company_name', label: 'Company Name' },
        websiteRequired: true,
        documentGroup: 'client',
        contact: (
          <Grid size={HALF}>
            <FormTextField
              name="total_employees"
              label="Total Employees"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        ),
        children: (
          <FormSection title="Billing details">
            <Grid size={HALF}>
              <FormTextField name="billing_email" label="Billing Email" required type="email" />
            </Grid>
            <Grid size={HALF}>
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
              size={THIRD}
              current={placesOf(record, 'billing_')}
            />
            <Grid size={THIRD}>
              <FormTextField name="billing_zipcode" label="Billing Zipcode" required />
            </Grid>
          </FormSection>
        ),
      }}
    />
  );
}
