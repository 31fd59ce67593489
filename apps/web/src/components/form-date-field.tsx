// A date field bound to the surrounding form by name: the shared DateInput (DD/MM/YYYY, held as
// 'YYYY-MM-DD' text) under react-hook-form. With `month` it picks a month (MM/YYYY) and holds that
// month's last day, e.g. a month's payslips.
import { Controller, useFormContext } from 'react-hook-form';
import { DateInput } from './date-input';
import { useFieldReadOnly } from './form-mode';

/** The format and display of dates; lists import them from lib/format, without the pickers. */
export { DATE_FORMAT, formatDate } from '../lib/format';

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

export function FormDateField({ name, label, ...options }: FormDateFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          readOnly={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          {...options}
        />
      )}
    />
  );
}
