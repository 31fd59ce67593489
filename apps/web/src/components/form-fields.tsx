// MUI fields bound to the surrounding react-hook-form by name, showing the schema's message and
// turning read-only on view pages, so feature forms are a list of one-line fields.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from './form-mode';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/** A read-only select shows no dropdown arrow: nothing opens. */
const NoIcon = () => null;

/** On a view page a switch keeps its on/off colours (a disabled one hides them) but does not toggle. */
const READ_ONLY_SWITCH = { cursor: 'default', '& .MuiSwitch-input': { cursor: 'default' } } as const;

type BaseProps = { name: string; label: string; required?: boolean; disabled?: boolean };

export function FormTextField({
  name,
  label,
  required,
  disabled,
  ...rest
}: BaseProps & Omit<TextFieldProps, 'name' | 'label'>) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          label={label}
          required={required && !readOnly}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? rest.helperText}
          slotProps={{ ...rest.slotProps, input: { ...rest.slotProps?.input, readOnly } }}
        />
      )}
    />
  );
}

export function FormSelect({
  name,
  label,
  options,
  required,
  disabled,
  loading,
}: BaseProps & { options: SelectOption[]; loading?: boolean }) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          value={options.some((o) => o.value === field.value) ? field.value : ''}
          label={label}
          required={required && !readOnly}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (loading ? 'Loading…' : undefined)}
          slotProps={{ input: { readOnly }, select: { IconComponent: readOnly ? NoIcon : undefined } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function FormMultiSelect({
  name,
  label,
  options,
  required,
  disabled,
}: BaseProps & { options: SelectOption[] }) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  const labelOf = (value: unknown) => options.find((o) => o.value === value)?.label ?? String(value);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          value={Array.isArray(field.value) ? field.value : []}
          label={label}
          required={required && !readOnly}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{
            input: { readOnly },
            select: {
              multiple: true,
              IconComponent: readOnly ? NoIcon : undefined,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as unknown[]).map((value) => (
                    <Chip key={String(value)} size="small" label={labelOf(value)} />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function FormSwitch({ name, label, disabled }: BaseProps) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={!!field.value}
              onChange={(event) => !readOnly && field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={{ input: { 'aria-readonly': readOnly || undefined } }}
            />
          }
          sx={readOnly ? READ_ONLY_SWITCH : undefined}
        />
      )}
    />
  );
}

/** A list of switches over one string-array field: a switch is on when its value is in the list. */
export function FormSwitchList({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { control } = useFormContext();
  const readOnly = useFieldReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const selected: string[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (value: string, on: boolean) =>
          field.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <FormGroup
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
                columnGap: 2,
              }}
            >
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Switch
                      checked={selected.includes(option.value)}
                      onChange={(event) => !readOnly && toggle(option.value, event.target.checked)}
                      slotProps={{ input: { 'aria-readonly': readOnly || undefined } }}
                    />
                  }
                  sx={readOnly ? READ_ONLY_SWITCH : undefined}
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
