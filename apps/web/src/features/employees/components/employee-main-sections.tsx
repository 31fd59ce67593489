// Personal and Professional detail of the employee form (spec 001 §3). The area decides what shows
// (hiddenEmployeeFields) and, on the employee's own page, what is read-only (spec §6).
import Grid from '@mui/material/Grid';
import {
  EMPLOYEE_MESSAGES,
  type Employee,
  type HideableEmployeeField,
  orgEmailLabel,
} from '@staffdesk/shared';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { FormLocationFields } from '../../../components/form-location-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import { optionOf, useCompanyOptions, useCreateLookup, useLookup, withCurrent } from '../../../lib/lookups';
import { useOrganisation } from '../api/get-organisation';
import { DOCUMENT_FILES, FormSection, HALF, Locked, THIRD } from './form-section';
import { ReportingManagersField } from './reporting-managers-field';

export interface SectionProps {
  record?: Employee;
  shows: (field: HideableEmployeeField) => boolean;
  /** The employee's own page: the fields of spec §6 are read-only. */
  self: boolean;
}

/** The spec's "Flipkoins Email" named after the staffing company (ORG_NAME), as its message is. */
function OrgEmailField() {
  const org = useOrganisation();
  return (
    <FormTextField
      name="flipkoins_email"
      label={orgEmailLabel(org.data?.org_name ?? 'Organisation')}
      type="email"
      required
      autoComplete="off"
    />
  );
}

export function PersonalSection({ record, shows, self }: SectionProps) {
  const companies = useCompanyOptions();
  return (
    <FormSection title="Personal Detail" first>
      <Grid container spacing={2.5}>
        <Grid size={THIRD}>
          <FormTextField name="first_name" label="First Name" required autoComplete="off" />
        </Grid>
        <Grid size={THIRD}>
          <FormTextField name="last_name" label="Last Name" required autoComplete="off" />
        </Grid>
        <Grid size={THIRD}>
          <FormDateField name="dob" label="Date of Birth" disableFuture />
        </Grid>
        <Locked when={self}>
          <Grid size={THIRD}>
            <FormTextField name="personal_email" label="Personal Email" type="email" autoComplete="off" />
          </Grid>
        </Locked>
        <Grid size={THIRD}>
          <FormTextField name="phone" label="Phone" type="tel" autoComplete="off" />
        </Grid>
        {shows('client_id') && (
          <Grid size={THIRD}>
            <FormSelectOrCreate
              name="client_id"
              label="Client"
              options={withCurrent(companies.options, [optionOf(record?.client_id, record?.company_name)])}
              loading={companies.loading}
              required
            />
          </Grid>
        )}
        <Locked when={self}>
          {shows('flipkoins_email') && (
            <Grid size={THIRD}>
              <OrgEmailField />
            </Grid>
          )}
          <Grid size={THIRD}>
            <FormTextField name="company_email" label="Company Email" type="email" autoComplete="off" />
          </Grid>
        </Locked>
        <Grid size={THIRD}>
          <FormTextField name="linkedin" label="LinkedIn" autoComplete="off" />
        </Grid>
        <FormLocationFields
          creatable
          size={THIRD}
          current={{
            country: optionOf(record?.country_id, record?.country),
            state: optionOf(record?.state_id, record?.state),
            city: optionOf(record?.city_id, record?.city),
          }}
        />
        <Grid size={HALF}>
          <FormFileUpload
            name="resume"
            nameField="resume_name"
            label="Resume"
            folderName="cv"
            accept={DOCUMENT_FILES}
            errorMessage={EMPLOYEE_MESSAGES.resumeNotUploaded}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}

export function ProfessionalSection({ record, self }: SectionProps) {
  const skills = useLookup('skills');
  const createSkill = useCreateLookup('skills');
  const contractTypes = useLookup('position-types');
  return (
    <FormSection title="Professional Detail">
      <Locked when={self}>
        <Grid container spacing={2.5}>
          <Grid size={THIRD}>
            <FormTextField name="employee_id" label="Employee ID" required autoComplete="off" />
          </Grid>
          <Grid size={THIRD}>
            <FormSelectOrCreate
              name="skill_id"
              label="Skills"
              multiple
              options={withCurrent(skills.options, record?.skills.map((s) => optionOf(s.id, s.skill)) ?? [])}
              loading={skills.loading}
              onCreate={createSkill}
            />
          </Grid>
          <Grid size={THIRD}>
            <FormSelectOrCreate
              name="contract_type_id"
              label="Contract Type"
              options={withCurrent(contractTypes.options, [
                optionOf(record?.contract_type_id, record?.contract_type),
              ])}
              loading={contractTypes.loading}
            />
          </Grid>
          <Grid size={THIRD}>
            <FormDateField name="joining_date" label="Joining Date" />
          </Grid>
          <Grid size={THIRD}>
            <FormDateField name="end_date" label="End Date" />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField name="designation" label="Designation" />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField name="current_project" label="Current Project" />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ReportingManagersField />
          </Grid>
        </Grid>
      </Locked>
    </FormSection>
  );
}
