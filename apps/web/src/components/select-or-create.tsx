// A lookup select (single or multiple) where typing a value that is not in the list offers
// "Add “x”"; choosing it creates the item at once and the created item replaces the typed value
// (spec 000 §4: countries, states, cities, sources, skills, interview statuses).
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { useSnackbar } from '../lib/toasts';

export type LookupId = number | string;
export interface LookupOption {
  id: LookupId;
  label: string;
}
/** An option of the list; `inputValue` marks the "Add “x”" suggestion. */
type Choice = LookupOption & { inputValue?: string };

interface CommonProps {
  label: string;
  options: LookupOption[];
  /** Creates the typed value on the server and answers the created item. Without it nothing is creatable. */
  onCreate?: (label: string) => Promise<LookupOption>;
  loading?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Told what the user types, for options searched on the server as they type. */
  onInputChange?: (text: string) => void;
}
export interface SingleSelectOrCreateProps extends CommonProps {
  multiple?: false;
  value: LookupId | null | undefined;
  onChange: (value: LookupId | null) => void;
}
export interface MultipleSelectOrCreateProps extends CommonProps {
  multiple: true;
  value: LookupId[] | null | undefined;
  onChange: (value: LookupId[]) => void;
}
export type SelectOrCreateProps = SingleSelectOrCreateProps | MultipleSelectOrCreateProps;

const filter = createFilterOptions<Choice>();
const NEW_ID = '__new__';

export function SelectOrCreate(props: SelectOrCreateProps) {
  const { label, options, onCreate, loading, readOnly, disabled, required, error, helperText } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [created, setCreated] = useState<LookupOption[]>([]);
  const [creating, setCreating] = useState(false);

  // Items created here stay selectable until the caller's list is refetched with them.
  const known = useMemo(() => {
    const ids = new Set(options.map((o) => o.id));
    return [...options, ...created.filter((o) => !ids.has(o.id))];
  }, [options, created]);
  const byId = (id: LookupId): Choice => known.find((o) => o.id === id) ?? { id, label: String(id) };

  const ids = props.multiple ? (props.value ?? []) : [];
  const fresh = props.multiple
    ? ids.map(byId)
    : props.value != null && props.value !== ''
      ? byId(props.value)
      : null;
  // The same value object while the chosen items are the same: Autocomplete clears what is being
  // typed whenever its value changes identity, and options searched as the user types re-render.
  const freshKey = JSON.stringify(fresh);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose (above)
  const value = useMemo(() => fresh, [freshKey]);

  const create = async (typed: string) => {
    if (!onCreate) return;
    setCreating(true);
    try {
      const item = await onCreate(typed.trim());
      setCreated((list) => [...list, item]);
      if (props.multiple) props.onChange([...ids.filter((id) => id !== item.id), item.id]);
      else props.onChange(item.id);
    } catch (cause) {
      enqueueSnackbar(errorMessage(cause), { variant: 'error' });
    } finally {
      setCreating(false);
    }
  };

  const handleChange = (_: unknown, next: Choice | Choice[] | null) => {
    if (Array.isArray(next)) {
      const fresh = next.find((choice) => choice.inputValue !== undefined);
      if (fresh?.inputValue) return void create(fresh.inputValue);
      if (props.multiple) props.onChange(next.map((choice) => choice.id));
      return;
    }
    if (next?.inputValue) return void create(next.inputValue);
    if (!props.multiple) props.onChange(next?.id ?? null);
  };

  return (
    <Autocomplete<Choice, boolean, false, false>
      multiple={!!props.multiple}
      options={known}
      value={value}
      onChange={handleChange}
      onBlur={props.onBlur}
      onInputChange={props.onInputChange && ((_, text) => props.onInputChange?.(text))}
      readOnly={readOnly || creating}
      // Like a read-only select, a read-only field shows no dropdown arrow: nothing opens.
      forcePopupIcon={readOnly ? false : 'auto'}
      disabled={disabled}
      loading={loading || creating}
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      autoHighlight
      filterSelectedOptions={!!props.multiple}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.inputValue ?? option.label}
      getOptionKey={(option) => String(option.id)}
      filterOptions={(list, state) => {
        const filtered = filter(list, state);
        const typed = state.inputValue.trim();
        const exists = list.some((o) => o.label.toLowerCase() === typed.toLowerCase());
        if (onCreate && typed && !exists)
          filtered.push({ id: NEW_ID, label: `Add “${typed}”`, inputValue: typed });
        return filtered;
      }}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && !readOnly}
          error={error}
          helperText={helperText}
          placeholder={props.placeholder}
          inputRef={props.inputRef}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {(loading || creating) && (
                    // Named, so a screen reader (and axe) knows what the spinner is waiting for.
                    <CircularProgress
                      color="inherit"
                      size={18}
                      aria-label={creating ? 'Creating' : 'Loading'}
                    />
                  )}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
