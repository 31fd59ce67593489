// One form in three modes for /positions/create, /positions/edit/:id and /positions/view/:id
// (spec 000 §4, §5 "Position form"). Skills, status, country, state and city are creatable inline.
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  EXPERIENCE_UNITS,
  isClientViewer,
  POSITION_MESSAGES,
  type Position,
  type PositionBody,
  type PositionInput,
  positionBody,
} from '@staffdesk/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormAmountField } from '../../../components/form-amount-field';
import { FormMultiSelect, FormSelect, FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { FormLocationFields } from '../../../components/form-location-fields';
import type { FormMode } from '../../../components/form-mode';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { useAccess } from '../../../lib/access';
import { optionOf, useCompanyOptions, useCreateLookup, useLookup, withCurrent } from '../../../lib/lookups';
import { useCreatePosition } from '../api/create-position';
import { useUpdatePosition } from '../api/update-position';
import { emptyPositionValues, positionToFormValues } from './position-form-values';

export interface PositionFormProps {
  mode: FormMode;
  record?: Position;
  /** View mode: replaces going to the edit page (used to refuse it without edit-position). */
  onEdit?: () => void;
}

const UNIT_OPTIONS = EXPERIENCE_UNITS.map((unit) => ({ value: unit.id, label: unit.label }));
const DIGITS = { htmlInput: { inputMode: 'numeric' } } as const;

export function PositionForm({ mode, record, onEdit }: PositionFormProps) {
  const { user } = useAccess();
  const clientViewer = !!user && isClientViewer(user);
  const createPosition = useCreatePosition();
  const updatePosition = useUpdatePosition();
  const form = useForm<PositionBody, unknown, PositionInput>({
    resolver: zodResolver(positionBody),
    defaultValues: record
      ? positionToFormValues(record)
      : emptyPositionValues(clientViewer ? user?.company_id : undefined),
  });

  const companies = useCompanyOptions();
  const positionTypes = useLookup('position-types');
  const skills = useLookup('skills');
  const statuses = useLookup('position-status');
  const createSkill = useCreateLookup('skills');
  const createStatus = useCreateLookup('position-status');

  // A new position starts Open (spec 000 §4: Open is one of the statuses).
  const { getValues, setValue } = form;
  useEffect(() => {
    if (mode !== 'create' || getValues('status_id') !== '') return;
    const open = statuses.options.find((o) => o.label.toLowerCase() === 'open');
    if (open) setValue('status_id', open.id);
  }, [mode, statuses.options, getValues, setValue]);

  const save = useSaveRecord({
    mode,
    record,
    viewPath: (id) => `/positions/view/${id}`,
    create: createPosition.mutateAsync,
    update: updatePosition.mutateAsync,
  });
  const onSubmit = (values: PositionInput) => save(values);

  const companyOptions = withCurrent(companies.options, [optionOf(record?.company_id, record?.company_name)]);
  const typeOptions = withCurrent(
    positionTypes.options,
    record?.position_type_items.map((t) => optionOf(t.id, t.position_type)) ?? [],
  ).map((o) => ({ value: o.id, label: o.label }));
  const half = { xs: 12, md: 6 };
  const third = { xs: 12, sm: 6, md: 4 };
  const amount = { xs: 7, md: 3 };
  const unit = { xs: 5, md: 3 };
  return (
    <ResourceForm
      aria-label="Position"
      form={form}
      mode={mode}
      onSubmit={onSubmit}
      loading={form.formState.isSubmitting}
      cancelTo={mode === 'edit' && record ? `/positions/view/${record.id}` : '/positions'}
      submit={{ editTo: record ? `/positions/edit/${record.id}` : undefined, onEdit }}
    >
      <Grid container spacing={2.5}>
        <Grid size={half}>
          <FormSelectOrCreate
            name="company_id"
            label="Company"
            options={companyOptions}
            loading={companies.loading}
            disabled={clientViewer && mode !== 'view'}
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField name="position" label="Position" required autoComplete="off" />
        </Grid>
        <Grid size={half}>
          <FormMultiSelect name="position_type_id" label="Position Type" options={typeOptions} required />
        </Grid>
        <Grid size={half}>
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
        <Grid size={amount}>
          <FormTextField name="min_experience" label="Min Experience" required slotProps={DIGITS} />
        </Grid>
        <Grid size={unit}>
          <FormSelect
            name="min_experience_type"
            label="Min Experience Unit"
            options={UNIT_OPTIONS}
            required
          />
        </Grid>
        <Grid size={amount}>
          <FormTextField name="max_experience" label="Max Experience" required slotProps={DIGITS} />
        </Grid>
        <Grid size={unit}>
          <FormSelect
            name="max_experience_type"
            label="Max Experience Unit"
            options={UNIT_OPTIONS}
            required
          />
        </Grid>
        <Grid size={third}>
          <FormSelectOrCreate
            name="status_id"
            label="Status"
            options={withCurrent(statuses.options, [optionOf(record?.status_id, record?.status)])}
            loading={statuses.loading}
            onCreate={createStatus}
            required
          />
        </Grid>
        <Grid size={third}>
          <FormTextField name="total_position" label="No. of Positions" required slotProps={DIGITS} />
        </Grid>
        <Grid size={third}>
          <FormAmountField name="max_salary" label="Max Salary" />
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
        <Grid size={12}>
          <FormFileUpload
            name="job_description"
            nameField="job_description_original"
            label="Job Description"
            folderName="jd"
            accept=".pdf,.doc,.docx,.txt"
            errorMessage={POSITION_MESSAGES.jdNotUploaded}
          />
        </Grid>
      </Grid>
    </ResourceForm>
  );
}
