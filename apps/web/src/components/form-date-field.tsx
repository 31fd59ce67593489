// A MUI X date picker bound to the surrounding form by name. The form holds the date as
// 'YYYY-MM-DD' text (what the shared schemas take and the API answers); empty is ''. With `month`
// it picks a month (MM/YYYY) and holds that month's last day, e.g. a month's payslips.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from './form-mode';

export const DATE_FORMAT = 'DD/MM/YYYY';
const MONTH_FORMAT = 'MM/YYYY';
const ISO_DATE = 'YYYY-MM-DD';

const INVALID_TEXT = 'Invalid Date';
/** One invalid date, so the picker keeps a half-typed value instead of clearing it. */
const INVALID = dayjs(INVALID_TEXT);

const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  if (value === INVALID_TEXT) return INVALID;
  const date = dayjs(value.slice(0, 10), ISO_DATE);
  return date.isValid() ? date : null;
};

/** A stored date as the pickers show it; lists import it from lib/format, without the pickers. */
export { formatDate } from '../lib/format';

export interface FormDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  disableFuture?: boolean;
  /** No day before today (spec 001 §5: invoice dates in create mode). */
  disablePast?: boolean;
  /** Pick a month, not a day; the form holds the month's last day. */
  month?: boolean;
}

export function FormDateField({
  name,
  label,
  required,
  disabled,
  disableFuture,
  disablePast,
  month = false,
}: FormDateFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    // The adapter here rather than around the app: only screens with a date field load MUI X.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <DatePicker
            label={label}
            value={toDayjs(field.value)}
            // A half-typed date is kept as 'Invalid Date' text so the schema answers its message.
            onChange={(date) =>
              field.onChange(
                date
                  ? date.isValid()
                    ? (month ? date.endOf('month') : date).format(ISO_DATE)
                    : INVALID_TEXT
                  : '',
              )
            }
            format={month ? MONTH_FORMAT : DATE_FORMAT}
            {...(month ? { views: ['year', 'month'] as const, openTo: 'month' as const } : {})}
            readOnly={readOnly}
            disabled={disabled}
            disableFuture={disableFuture}
            disablePast={disablePast}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                required: required && !readOnly,
                onBlur: field.onBlur,
                error: !!fieldState.error,
                helperText: fieldState.error?.message,
                fullWidth: true,
                size: 'small',
              },
              openPickerButton: readOnly ? { sx: { display: 'none' } } : undefined,
            }}
          />
        )}
      />
    </LocalizationProvider>
  );
}
