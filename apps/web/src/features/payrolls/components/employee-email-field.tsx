// The payroll's employee, chosen by e-mail (spec 001 §3: user_id via the employee's e-mail). Typing
// asks the server for matching employees (e-mail, name or employee ID); the form keeps the user id.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PayrollEmployeeOption } from '@staffdesk/shared';
import { useDeferredValue, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from '../../../components/form-mode';
import { usePayrollEmployees } from '../api/payrolls-api';

export interface EmployeeEmailFieldProps {
  /** The saved payroll's employee, shown before any search. */
  current?: PayrollEmployeeOption;
}

export function EmployeeEmailField({ current }: EmployeeEmailFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<PayrollEmployeeOption | null>(current ?? null);
  const search = useDeferredValue(input.trim());
  const found = usePayrollEmployees(search, !readOnly);
  const options = found.data ?? [];
  return (
    <Controller
      name="user_id"
      control={control}
      render={({ field, fieldState }) => {
        const value =
          field.value === '' || field.value == null
            ? null
            : (options.find((o) => o.user_id === Number(field.value)) ??
              (picked?.user_id === Number(field.value) ? picked : null));
        return (
          <Autocomplete
            options={options}
            value={value}
            readOnly={readOnly}
            loading={found.isFetching}
            // The server has filtered already.
            filterOptions={(all) => all}
            getOptionLabel={(o) => o.email}
            getOptionKey={(o) => o.user_id}
            isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
            renderOption={({ key, ...props }, o) => (
              <li key={key} {...props}>
                {o.email} — {o.full_name}
                {o.employee_id ? ` (${o.employee_id})` : ''}
              </li>
            )}
            inputValue={input}
            onInputChange={(_, text) => setInput(text)}
            onChange={(_, option) => {
              setPicked(option);
              field.onChange(option ? option.user_id : '');
            }}
            onBlur={field.onBlur}
            noOptionsText={search ? 'No employee found' : 'Type the employee’s e-mail'}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label="Employee Email"
                required={!readOnly}
                size="small"
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (value && !readOnly ? value.full_name : undefined)}
              />
            )}
          />
        );
      }}
    />
  );
}
