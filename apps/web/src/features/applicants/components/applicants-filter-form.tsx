// The applicants filter form (spec 000 §2 Applicants, §5 "Filter"): search, client and its
// positions, skills, source, interview status, location, CTC range, experience and notice period.
// Client viewers have no client, source or CTC filters (spec 000 §6). Loaded when the filter panel
// first opens (applicants-filter.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { APPLICANT_MESSAGES, applicantFilterBody, isClientViewer } from '@staffdesk/shared';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FilterForm } from '../../../components/filter-form';
import { FormTextField } from '../../../components/form-fields';
import { FormLocationFields } from '../../../components/form-location-fields';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { FilterValues } from '../../../components/use-filter-params';
import { useAccess } from '../../../lib/access';
import { useCompanyOptions, useLookup } from '../../../lib/lookups';
import { useCompanyPositions } from '../api/get-company-positions';
import { type ApplicantsFilterProps, EMPTY_APPLICANT_FILTER } from './applicants-filter';

const NUMERIC = { htmlInput: { inputMode: 'numeric' } } as const;

export function ApplicantsFilterForm({ values, onApply }: ApplicantsFilterProps) {
  const { user } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const clientViewer = !!user && isClientViewer(user);
  const form = useForm<FilterValues>({
    // The form holds the URL's raw values; the schema only checks them (e.g. the CTC range).
    resolver: zodResolver(applicantFilterBody.unwrap()) as unknown as Resolver<FilterValues>,
    defaultValues: values,
  });
  // Back/forward or a link changes the applied filter: show it.
  useEffect(() => form.reset(values), [form, values]);

  const chosenClient = useWatch({ control: form.control, name: 'client_id' });
  const clientId = clientViewer
    ? (user?.company_id ?? undefined)
    : typeof chosenClient === 'number'
      ? chosenClient
      : undefined;
  const companies = useCompanyOptions();
  const positions = useCompanyPositions(clientId);
  const skills = useLookup('skills');
  const sources = useLookup('applicant-sources');
  const statuses = useLookup('interview-status');

  const cell = { xs: 12, sm: 6, md: 4, lg: 3 };
  return (
    <FilterForm
      aria-label="Filter applicants"
      form={form}
      onSubmit={() => onApply(form.getValues())}
      onInvalid={(errors) => {
        // Spec 000 §5: the reversed CTC range is answered with an error toast.
        if (errors.min_ctc?.message === APPLICANT_MESSAGES.ctcRange)
          enqueueSnackbar(APPLICANT_MESSAGES.ctcRange, { variant: 'error' });
      }}
      onReset={() => onApply(EMPTY_APPLICANT_FILTER)}
    >
      <Grid container spacing={2}>
        <Grid size={cell}>
          <FormTextField name="search" label="Search" placeholder="Name, e-mail, phone, skill, company" />
        </Grid>
        {!clientViewer && (
          <Grid size={cell}>
            <FormSelectOrCreate
              name="client_id"
              label="Client"
              options={companies.options}
              loading={companies.loading}
              onValueChange={() => form.setValue('position_id', '')}
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelectOrCreate
            name="position_id"
            label="Position"
            options={positions.options}
            loading={positions.loading}
            disabled={clientId === undefined}
            placeholder={clientId === undefined ? 'Choose a client first' : undefined}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelectOrCreate
            name="skill_id"
            label="Skills"
            multiple
            options={skills.options}
            loading={skills.loading}
          />
        </Grid>
        {!clientViewer && (
          <Grid size={cell}>
            <FormSelectOrCreate
              name="source_id"
              label="Source"
              options={sources.options}
              loading={sources.loading}
            />
          </Grid>
        )}
        <Grid size={cell}>
          <FormSelectOrCreate
            name="interview_status_id"
            label="Interview Status"
            options={statuses.options}
            loading={statuses.loading}
          />
        </Grid>
        <FormLocationFields size={cell} />
        {!clientViewer && (
          <>
            <Grid size={cell}>
              <FormTextField name="min_ctc" label="Min CTC" slotProps={NUMERIC} />
            </Grid>
            <Grid size={cell}>
              <FormTextField name="max_ctc" label="Max CTC" slotProps={NUMERIC} />
            </Grid>
          </>
        )}
        <Grid size={cell}>
          <FormTextField name="min_experience" label="Min Experience (years)" slotProps={NUMERIC} />
        </Grid>
        <Grid size={cell}>
          <FormTextField name="max_experience" label="Max Experience (years)" slotProps={NUMERIC} />
        </Grid>
        <Grid size={cell}>
          <FormTextField name="max_notice_period" label="Notice Period (max days)" slotProps={NUMERIC} />
        </Grid>
      </Grid>
    </FilterForm>
  );
}
