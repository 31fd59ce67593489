// One form in three modes for /applicants/create, /applicants/edit/:id and /applicants/view/:id
// (spec 000 §2, §4, §5 "Applicant form"): Personal Details, Professional Details and Current
// Interview Status. Fields hidden from the viewer (spec 000 §6) are not shown, exactly those the
// server leaves out (hiddenApplicantFields), and client viewers read CTC and CV for Client CTC and CV.
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  APPLICANT_MESSAGES,
  type Applicant,
  type ApplicantBody,
  type ApplicantInput,
  applicantBodyFor,
  applicantFieldLabels,
  type HideableApplicantField,
  hiddenApplicantFields,
  isClientViewer,
  resumeRequired,
} from '@staffdesk/shared';
import { type ReactNode, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAmountField } from '../../../components/form-amount-field';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { FormLocationFields } from '../../../components/form-location-fields';
import type { FormMode } from '../../../components/form-mode';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { useAccess } from '../../../lib/access';
import { optionOf, useCompanyOptions, useCreateLookup, useLookup, withCurrent } from '../../../lib/lookups';
import { useCreateApplicant } from '../api/create-applicant';
import { useCompanyPositions } from '../api/get-company-positions';
import { useUpdateApplicant } from '../api/update-applicant';
import { applicantToFormValues, emptyApplicantValues } from './applicant-form-values';
import { InterviewHistory } from './interview-history';
import { InterviewRows } from './interview-rows';

export interface ApplicantFormProps {
  mode: FormMode;
  record?: Applicant;
  /** View mode: replaces going to the edit page (used to refuse it without edit-applicant). */
  onEdit?: () => void;
}

const DOCUMENTS = '.pdf,.doc,.docx,.txt';

function Group({ title, children, first }: { title: string; children: ReactNode; first?: boolean }) {
  return (
    <section aria-label={title}>
      {!first && <Divider sx={{ my: 3 }} />}
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function ApplicantForm({ mode, record, onEdit }: ApplicantFormProps) {
  const { user } = useAccess();
  const viewer = user ?? { type_slug: '', role_slug: '', permissions_slug: [] };
  const clientViewer = isClientViewer(viewer);
  const hidden = useMemo(() => hiddenApplicantFields(viewer), [viewer]);
  const shows = (field: HideableApplicantField) => !hidden.has(field);
  const labels = applicantFieldLabels(viewer);
  const createApplicant = useCreateApplicant();
  const updateApplicant = useUpdateApplicant();
  const schema = useMemo(() => applicantBodyFor(viewer), [viewer]);
  const form = useForm<ApplicantBody, unknown, ApplicantInput>({
    resolver: zodResolver(schema),
    defaultValues: record
      ? applicantToFormValues(record)
      : emptyApplicantValues(clientViewer ? user?.company_id : undefined),
  });

  const chosenClient = useWatch({ control: form.control, name: 'client_id' });
  const clientId = typeof chosenClient === 'number' && chosenClient > 0 ? chosenClient : undefined;
  const companies = useCompanyOptions();
  const positions = useCompanyPositions(clientId);
  const skills = useLookup('skills');
  const sources = useLookup('applicant-sources');
  const createSkill = useCreateLookup('skills');
  const createSource = useCreateLookup('applicant-sources');

  const save = useSaveRecord({
    mode,
    record,
    viewPath: (id) => `/applicants/view/${id}`,
    create: createApplicant.mutateAsync,
    update: updateApplicant.mutateAsync,
  });
  const onSubmit = (values: ApplicantInput) => save(values);

  // Every field takes a third of a row, so whichever fields the viewer may see line up.
  // Spec 000 §6: client CTC shows to a client viewer only when the record has one.
  const showClientCtc = shows('client_ctc') && !(clientViewer && mode === 'view' && !record?.client_ctc);
  const samePosition = record && record.client_id === clientId;
  const half = { xs: 12, md: 6 };
  const third = { xs: 12, sm: 6, md: 4 };
  return (
    <ResourceForm
      aria-label="Applicant"
      form={form}
      mode={mode}
      onSubmit={onSubmit}
      loading={form.formState.isSubmitting}
      cancelTo={mode === 'edit' && record ? `/applicants/view/${record.id}` : '/applicants'}
      submit={{ editTo: record ? `/applicants/edit/${record.id}` : undefined, onEdit }}
    >
      <Group title="Personal Details" first>
        <Grid container spacing={2.5}>
          <Grid size={third}>
            <FormTextField name="first_name" label="First Name" required autoComplete="off" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="last_name" label="Last Name" required autoComplete="off" />
          </Grid>
          {shows('email') && (
            <Grid size={third}>
              <FormTextField name="email" label="Email" type="email" autoComplete="off" />
            </Grid>
          )}
          {shows('phone') && (
            <Grid size={third}>
              <FormTextField name="phone" label="Phone" type="tel" autoComplete="off" />
            </Grid>
          )}
          {shows('linkedin') && (
            <Grid size={third}>
              <FormTextField name="linkedin" label="LinkedIn" autoComplete="off" />
            </Grid>
          )}
          <Grid size={third}>
            <FormDateField name="applied_date" label="Applied Date" />
          </Grid>
          <FormLocationFields
            creatable
            countryRequired
            size={third}
            current={{
              country: optionOf(record?.country_id, record?.country),
              state: optionOf(record?.state_id, record?.state),
              city: optionOf(record?.city_id, record?.city),
            }}
          />
        </Grid>
      </Group>

      <Group title="Professional Details">
        <Grid container spacing={2.5}>
          <Grid size={third}>
            <FormSelectOrCreate
              name="client_id"
              label="Client"
              options={withCurrent(companies.options, [optionOf(record?.client_id, record?.company_name)])}
              loading={companies.loading}
              disabled={clientViewer && mode !== 'view'}
              onValueChange={() => form.setValue('applying_position', '')}
              required
            />
          </Grid>
          <Grid size={third}>
            <FormSelectOrCreate
              name="applying_position"
              label="Position Applying For"
              options={withCurrent(positions.options, [
                samePosition ? optionOf(record.applying_position, record.position) : null,
              ])}
              loading={positions.loading}
              disabled={clientId === undefined}
              placeholder={clientId === undefined ? 'Choose a client first' : undefined}
              required
            />
          </Grid>
          <Grid size={third}>
            <FormSelectOrCreate
              name="skill_id"
              label="Skills"
              multiple
              options={withCurrent(
                skills.options,
                record?.skill_items.map((s) => optionOf(s.id, s.skill)) ?? [],
              )}
              loading={skills.loading}
              onCreate={createSkill}
              required
            />
          </Grid>
          {shows('source_id') && (
            <Grid size={third}>
              <FormSelectOrCreate
                name="source_id"
                label="Source"
                options={withCurrent(sources.options, [optionOf(record?.source_id, record?.source)])}
                loading={sources.loading}
                onCreate={createSource}
                required
              />
            </Grid>
          )}
          <Grid size={third}>
            <FormTextField name="current_position" label="Current Position" />
          </Grid>
          <Grid size={third}>
            <FormTextField name="current_company" label="Current Company" />
          </Grid>
          <Grid size={third}>
            <FormTextField
              name="total_experience"
              label="Total Experience (years)"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField name="notice_period" label="Notice Period" required placeholder="e.g. 30 days" />
          </Grid>
          <Grid size={third}>
            <FormDateField name="joining_date" label="Joining Date" />
          </Grid>
          {shows('current_ctc') && (
            <Grid size={third}>
              <FormAmountField name="current_ctc" label="Current CTC" />
            </Grid>
          )}
          {shows('expected_ctc') && (
            <Grid size={third}>
              <FormAmountField name="expected_ctc" label="Expected CTC" />
            </Grid>
          )}
          {showClientCtc && (
            <Grid size={third}>
              <FormAmountField name="client_ctc" label={labels.client_ctc} />
            </Grid>
          )}
          {shows('internal_hr_comments') && (
            <Grid size={12}>
              <FormTextField
                name="internal_hr_comments"
                label="Internal HR Comments"
                multiline
                minRows={3}
                maxRows={10}
              />
            </Grid>
          )}
          {shows('cv') && (
            <Grid size={half}>
              <FormFileUpload
                name="cv"
                nameField="cv_name"
                label={resumeRequired(viewer) && mode !== 'view' ? 'Resume *' : 'Resume'}
                folderName="cv"
                accept={DOCUMENTS}
                errorMessage={APPLICANT_MESSAGES.resumeNotUploaded}
              />
            </Grid>
          )}
          <Grid size={half}>
            <FormFileUpload
              name="client_cv"
              nameField="client_cv_name"
              label={labels.client_cv}
              folderName="client_cv"
              accept={DOCUMENTS}
              errorMessage={APPLICANT_MESSAGES.clientCvNotUploaded}
            />
          </Grid>
        </Grid>
      </Group>

      <Group title="Current Interview Status">
        <InterviewRows
          current={record?.interview_status.map((row) => ({
            id: row.interview_status_id,
            label: row.status,
          }))}
        />
        {mode === 'view' && <InterviewHistory items={record?.interview_history} />}
      </Group>
    </ResourceForm>
  );
}
