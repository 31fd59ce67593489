// A field that picks one or several ids from options the server finds for what is typed (the
// employees, the client's approvers). The labels of every option seen are kept, so a chosen value
// keeps its name when a later search no longer lists it; on a view page it reads as text.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from '../../../components/form-mode';

export interface SearchOption {
  id: number;
  label: string;
}

interface Props {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  /** The options for the text typed (deferred) and `scope` (e.g. the chosen client), and whether they are loading. */
  useOptions: (search: string, scope: number | null) => { options: SearchOption[]; loading: boolean };
  scope?: number | null;
  /** Labels of the values the record already holds. */
  known?: SearchOption[];
  noOptionsText?: string;
}

export function FormSearchSelect({
  name,
  label,
  required,
  disabled,
  multiple,
  useOptions,
  scope = null,
  known = [],
  noOptionsText,
}: Props) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  const [input, setInput] = useState('');
  const search = useDeferredValue(input);
  const { options, loading } = useOptions(search, scope);
  const labels = useRef(new Map<number, string>());
  for (const o of [...known, ...options]) labels.current.set(o.id, o.label);
  const labelOf = (id: number) => labels.current.get(id) ?? `#${id}`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const ids: number[] = multiple
          ? Array.isArray(field.value)
            ? field.value
            : []
          : typeof field.value === 'number'
            ? [field.value]
            : [];
        return (
          <Autocomplete<number, boolean>
            multiple={multiple}
            options={options.map((o) => o.id)}
            value={multiple ? ids : (ids[0] ?? null)}
            onChange={(_, value) => field.onChange(multiple ? value : (value ?? ''))}
            onInputChange={(_, value, reason) => {
              if (reason === 'input' || reason === 'clear') setInput(value);
            }}
            getOptionLabel={(id) => labelOf(id as number)}
            filterOptions={(x) => x}
            loading={loading}
            readOnly={readOnly}
            disabled={disabled}
            noOptionsText={noOptionsText ?? 'No matches'}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                required={required && !readOnly}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
