// SelectOrCreate bound to the surrounding react-hook-form by name.
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from './form-mode';
import { type LookupId, type LookupOption, SelectOrCreate } from './select-or-create';

export interface FormSelectOrCreateProps {
  name: string;
  label: string;
  options: LookupOption[];
  onCreate?: (label: string) => Promise<LookupOption>;
  multiple?: boolean;
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onInputChange?: (text: string) => void;
  /** Runs after the user picks or creates a value (not when the form is reset). */
  onValueChange?: (value: LookupId | LookupId[] | null) => void;
}

export function FormSelectOrCreate({ name, multiple, onValueChange, ...rest }: FormSelectOrCreateProps) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          ...rest,
          readOnly,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: !!fieldState.error,
          helperText: fieldState.error?.message,
        };
        return multiple ? (
          <SelectOrCreate
            {...common}
            multiple
            value={field.value as LookupId[]}
            onChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
          />
        ) : (
          <SelectOrCreate
            {...common}
            value={field.value as LookupId | null}
            onChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
          />
        );
      }}
    />
  );
}
