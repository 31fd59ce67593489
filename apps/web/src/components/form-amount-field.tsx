// An amount field (salary, CTC): digits while editing, grouped in thousands on a view page the way
// the lists show it ('2500000' → '2,500,000'). Only the display changes; the form value keeps digits.
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatAmount } from '../lib/format';
import { FormTextField } from './form-fields';
import { useFieldReadOnly } from './form-mode';

const DIGITS = { htmlInput: { inputMode: 'numeric' } } as const;

export function FormAmountField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const readOnly = useFieldReadOnly();
  const { control } = useFormContext();
  const value = useWatch({ control, name });
  if (!readOnly) return <FormTextField name={name} label={label} required={required} slotProps={DIGITS} />;
  return (
    <TextField name={name} label={label} value={formatAmount(value)} slotProps={{ input: { readOnly } }} />
  );
}
