// The one date field of the app: a MUI X date picker typed and shown as DATE_FORMAT (DD/MM/YYYY,
// lib/format.ts) whatever the browser's language, holding the date as 'YYYY-MM-DD' text (what the
// shared schemas take and the API answers); empty is ''. With `month` it picks a month (MM/YYYY) and
// holds that month's last day. FormDateField binds it to a react-hook-form; the leave and holiday
// forms, which keep their own state, use it directly. A browser's <input type="date"> is not used:
// its order follows the browser's locale (mm/dd/yyyy in en-US).
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import type { Ref } from 'react';
import { DATE_FORMAT, MONTH_FORMAT } from '../lib/format';

const ISO_DATE = 'YYYY-MM-DD';

/** What a half-typed date is held as, so the schema answers its message instead of the field clearing. */
export const INVALID_DATE_TEXT = 'Invalid Date';
const INVALID = dayjs(INVALID_DATE_TEXT);

const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  if (value === INVALID_DATE_TEXT) return INVALID;
  const date = dayjs(value.slice(0, 10), ISO_DATE);
  return date.isValid() ? date : null;
};

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD', '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  disableFuture?: boolean;
  /** No day before today (spec 001 §5: invoice dates in create mode). */
  disablePast?: boolean;
  /** The first day that may be picked, as 'YYYY-MM-DD' (a leave's To date: not before its From date). */
  minDate?: string;
  /** Pick a month, not a day; the value is the month's last day. */
  month?: boolean;
  error?: boolean;
  helperText?: string;
}

export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  required,
  disabled,
  readOnly,
  disableFuture,
  disablePast,
  minDate,
  month = false,
  error,
  helperText,
}: DateInputProps) {
  const min = toDayjs(minDate);
  return (
    // The adapter here rather than around the app: only screens with a date field load MUI X.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={toDayjs(value)}
        onChange={(date) =>
          onChange(
            date
              ? date.isValid()
                ? (month ? date.endOf('month') : date).format(ISO_DATE)
                : INVALID_DATE_TEXT
              : '',
          )
        }
        format={month ? MONTH_FORMAT : DATE_FORMAT}
        {...(month ? { views: ['year', 'month'] as const, openTo: 'month' as const } : {})}
        readOnly={readOnly}
        disabled={disabled}
        disableFuture={disableFuture}
        disablePast={disablePast}
        minDate={min?.isValid() ? min : undefined}
        inputRef={inputRef}
        slotProps={{
          textField: {
            name,
            required: required && !readOnly,
            onBlur,
            error,
            helperText,
            fullWidth: true,
            size: 'small',
          },
          openPickerButton: readOnly ? { sx: { display: 'none' } } : undefined,
        }}
      />
    </LocalizationProvider>
  );
}
