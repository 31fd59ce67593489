// /hrms/holidays/view/:id and /hrms/holidays/edit/:id (spec 001 §2 "Holiday tabs"): one holiday in
// the form of its mode. Update saves with the version the page loaded (a save made since answers
// 409), then closes edit mode on the holiday's view (spec §4).
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { dayOfWeek, HOLIDAY_TYPES, type Holiday, type HolidayInput, holidayInput } from '@staffdesk/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { type FormMode, useFormMode } from '../../../components/form-mode';
import { RecordGate, ResourceForm } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { useSaveRecord } from '../../../components/use-save-record';
import { useHoliday, useSaveHoliday } from '../api/holidays-api';
import { HOLIDAYS } from '../components/holidays-resource';

const TYPE_OPTIONS = HOLIDAY_TYPES.map((t) => ({
  value: t,
  label: t === 'optional' ? 'Optional' : 'Mandatory',
}));
const viewPath = (id: number) => `${HOLIDAYS.path}/view/${id}`;

function DayOfWeek() {
  const date = useWatch<HolidayInput, 'date'>({ name: 'date' });
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') ? dayOfWeek(date) : '';
  return (
    <TextField label="Day of the week" value={day} fullWidth slotProps={{ input: { readOnly: true } }} />
  );
}

function HolidayForm({ mode, record }: { mode: Exclude<FormMode, 'create'>; record: Holiday }) {
  const form = useForm<HolidayInput, unknown, HolidayInput>({
    resolver: zodResolver(holidayInput),
    defaultValues: { date: record.date, holiday: record.holiday, type: record.type },
  });
  const save = useSaveHoliday();
  const submit = useSaveRecord<HolidayInput>({
    mode,
    record,
    viewPath,
    create: () => Promise.reject(new Error('Holidays are added on the list')),
    update: ({ id, body }) => save.mutateAsync({ id, body }),
  });
  return (
    <ResourceForm
      aria-label="Holiday"
      form={form}
      mode={mode}
      onSubmit={submit}
      loading={form.formState.isSubmitting}
      cancelTo={mode === 'edit' ? viewPath(record.id) : HOLIDAYS.path}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormDateField name="date" label="Date" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DayOfWeek />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField name="holiday" label="Holiday" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect name="type" label="Type" options={TYPE_OPTIONS} />
        </Grid>
      </Grid>
    </ResourceForm>
  );
}

export function HolidayFormPage() {
  const { mode, id } = useFormMode();
  const record = useHoliday(id);
  const screen = mode === 'edit' ? 'edit' : 'view';
  return (
    <>
      <ResourceHeader resource={HOLIDAYS} screen={screen} id={id} />
      <RecordGate loading={record.isPending} error={record.error}>
        {record.data && (
          <HolidayForm key={`${screen}-${record.data.updated_at}`} mode={screen} record={record.data} />
        )}
      </RecordGate>
    </>
  );
}
