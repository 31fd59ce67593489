// The hrms holiday add/edit form of /hrms/holidays (spec 001 §2, §5 Holiday): loaded when hrms
// first opens it (holidays-page.tsx), with its date picker and the shared schema.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HOLIDAY_TYPES, holidayInput } from '@staffdesk/shared';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input';
import { FailureAlert } from '../../../components/failure-alert';
import { useSaveHoliday } from '../api/holidays-api';

/** `updated_at`: the version the row was loaded with, sent back so a save made since answers 409. */
export type Draft = { id?: number; date: string; holiday: string; type: string; updated_at?: string };
const EMPTY: Draft = { date: '', holiday: '', type: 'optional' };
const firstErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));

export function HolidayForm({ draft = EMPTY, onDone }: { draft?: Draft; onDone: () => void }) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveHoliday();
  const submit = async () => {
    setFailure(null);
    const parsed = holidayInput.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setErrors({});
    try {
      await save.mutateAsync({ id: values.id, body: parsed.data });
      setValues(EMPTY);
      onDone();
    } catch (error) {
      setFailure(error);
    }
  };
  const field = (name: keyof Draft) => ({
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [name]: e.target.value });
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    error: !!errors[name],
    helperText: errors[name],
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box sx={{ minWidth: { sm: 180 } }}>
        <DateInput
          label="Date"
          required
          value={values.date}
          onChange={(date) => field('date').onChange({ target: { value: date } })}
          error={!!errors.date}
          helperText={errors.date}
        />
      </Box>
      <TextField label="Holiday" required {...field('holiday')} />
      <TextField label="Type" select sx={{ minWidth: 160 }} {...field('type')}>
        {HOLIDAY_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t === 'optional' ? 'Optional' : 'Mandatory'}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {values.id ? 'Update' : 'Save'}
        </Button>
        {values.id && (
          <Button color="inherit" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Stack>
      <FailureAlert error={failure} onRetry={submit} />
    </Stack>
  );
}
