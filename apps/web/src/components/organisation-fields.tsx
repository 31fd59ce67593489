// The organisation block a client and a partner form share (spec 001 §3): logo, name, primary
// e-mail, phone, website, LinkedIn, industry, the address with its timezone and, last, the
// documents. A module adds its own fields after the industry (`contact`) and its own sections
// before the documents (`children`, e.g. billing or bank details).
import Grid from '@mui/material/Grid';
import type { DocumentItem, UploadFolder } from '@staffdesk/shared';
import type { ReactNode } from 'react';
import { optionOf } from '../lib/lookups';
import { FormDocumentRows } from './document-rows';
import { FormTextField } from './form-fields';
import { FormFileUpload } from './form-file-upload';
import { FormLocationFields, placesOf } from './form-location-fields';
import { FormSection } from './form-section';
import { FormTimezoneField } from './form-timezone-field';

export const HALF = { xs: 12, md: 6 };
export const THIRD = { xs: 12, sm: 6, md: 4 };

/** The loaded record's choices by name, so they read before the lookup lists load. */
export interface OrganisationPlaces {
  country_id: number | null;
  country: string | null;
  state_id: number | null;
  state: string | null;
  city_id: number | null;
  city: string | null;
  timezone_id: number | null;
  timezone: string | null;
  documents: DocumentItem[];
}

export interface OrganisationFieldsProps {
  record?: OrganisationPlaces;
  logo: { label: string; folderName: UploadFolder; errorMessage: string; nameField?: string };
  /** company_name / account_name and its label. */
  name: { name: string; label: string };
  websiteRequired?: boolean;
  /** The document types' group (client, partners). */
  documentGroup: string;
  contact?: ReactNode;
  children?: ReactNode;
}

export function OrganisationFields({
  record,
  logo,
  name,
  websiteRequired = false,
  documentGroup,
  contact,
  children,
}: OrganisationFieldsProps) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormFileUpload name="company_logo" image {...logo} />
      </Grid>
      <Grid size={HALF}>
        <FormTextField {...name} required autoComplete="organization" />
      </Grid>
      <Grid size={HALF}>
        <FormTextField name="primary_email" label="Primary Email" required type="email" />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField name="phone" label="Phone" type="tel" />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField name="website" label="Website" required={websiteRequired} />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField name="linkedin" label="LinkedIn" />
      </Grid>
      <Grid size={HALF}>
        <FormTextField name="industry" label="Industry" />
      </Grid>
      {contact}
      <FormSection title="Address">
        <Grid size={12}>
          <FormTextField name="address" label="Address" required />
        </Grid>
        <FormLocationFields creatable required size={THIRD} current={placesOf(record)} />
        <Grid size={THIRD}>
          <FormTextField name="zipcode" label="Zipcode" required />
        </Grid>
        <Grid size={THIRD}>
          <FormTimezoneField current={optionOf(record?.timezone_id, record?.timezone)} />
        </Grid>
      </FormSection>
      {children}
      <FormSection title="Documents">
        <Grid size={12}>
          <FormDocumentRows groupKey={documentGroup} saved={record?.documents} />
        </Grid>
      </FormSection>
    </Grid>
  );
}
