// A declared list filter drawn light until first use: the same fields, labels and layout as the
// real form (list-filter-form.tsx), as plain inputs styled like MUI's small outlined fields, with
// none of react-hook-form, the selects, the autocompletes or their lookups. The first sign of use
// (pointer over or down, focus, a key) loads the real fields, which take over inside the same form
// element what was typed, the focused field with its caret, an asked-for opening of a select and
// a pending Search (FilterHandoff), so a wide screen's open filter panel costs no script on first
// paint.
import Grid, { type GridProps } from '@mui/material/Grid';
import type { Theme } from '@mui/material/styles';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { formFields } from './filter-form-frame';
import type { ListFilterDeclaration, ListFilterField } from './list-filter-fields';
import type { FilterValues } from './use-filter-params';

/** What the light form hands the real one when it takes over. */
export interface FilterHandoff {
  /** The text fields as typed. */
  values: FilterValues;
  /** The focused field (by its place among formFields), its caret and text, and whether to open it. */
  focus?: { index: number; start: number | null; end: number | null; typed?: string; open: boolean };
  /** Search was pressed before the real form was there. */
  submit: boolean;
}

export const DEFAULT_CELL: GridProps['size'] = { xs: 12, sm: 6, md: 4, lg: 3 };

const empty = (value: FilterValues[string] | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether the form can be drawn light with these (form) values: a chosen lookup needs its
 * options' names and a chosen date the pickers, so those draw the real form at once.
 */
export function lightFits(filter: ListFilterDeclaration, values: FilterValues, clientViewer: boolean) {
  return shownFields(filter, clientViewer).every((field) => {
    switch (field.input) {
      case 'text':
      case 'select':
        return true;
      case 'location':
        return empty(values.country_id) && empty(values.state_id) && empty(values.city_id);
      case 'date':
        return empty(values[field.name]);
      case 'custom':
        return !!field.light && empty(values[field.name]);
      default:
        return empty(values[field.name]);
    }
  });
}

const shownFields = (filter: ListFilterDeclaration, clientViewer: boolean) =>
  filter.fields.filter((field) => !(field.staffOnly && clientViewer));

export interface LightFilterFieldsProps {
  filter: ListFilterDeclaration;
  /** The form's values (the applied ones through `toForm`). */
  values: FilterValues;
  clientViewer: boolean;
  /** Search was pressed while these fields were shown. */
  submitted: RefObject<boolean>;
  /** Set when the real fields take over (as these leave the page), for them to read. */
  handoff: RefObject<FilterHandoff | undefined>;
}

/** The light fields inside the filter form (list-filter.tsx draws the form around them). */
export function LightFilterFields({
  filter,
  values,
  clientViewer,
  submitted,
  handoff,
}: LightFilterFieldsProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState(values);
  const [focused, setFocused] = useState<string>();
  const pressed = useRef<Element | null>(null);
  const fields = shownFields(filter, clientViewer);

  const capture = (form: HTMLFormElement | null): FilterHandoff => {
    const typed: FilterValues = {};
    for (const field of fields) {
      if (field.input !== 'text') continue;
      const input = form?.elements.namedItem(field.name);
      if (input instanceof HTMLInputElement) typed[field.name] = input.value;
    }
    const list = formFields(form);
    const active = document.activeElement as HTMLElement | null;
    const index = active ? list.indexOf(active) : -1;
    const input = active instanceof HTMLInputElement ? active : null;
    const combobox = active?.getAttribute('role') === 'combobox';
    return {
      values: typed,
      submit: submitted.current,
      focus:
        index < 0
          ? undefined
          : {
              index,
              start: input?.selectionStart ?? null,
              end: input?.selectionEnd ?? null,
              typed: combobox && input ? input.value : undefined,
              open: combobox && pressed.current === active,
            },
    };
  };

  const captureNow = useRef(capture);
  captureNow.current = capture;
  // The real fields replace these in one commit: read what these hold as they leave (the
  // elements, the focus and the caret are still in the page).
  useLayoutEffect(() => {
    const form = gridRef.current?.closest('form') ?? null;
    return () => {
      handoff.current = captureNow.current(form);
    };
  }, [handoff]);

  const cell = filter.cell ?? DEFAULT_CELL;
  const common = (key: string) => ({
    focused: focused === key,
    onFocus: () => setFocused(key),
    onBlur: () => setFocused((now) => (now === key ? undefined : now)),
  });
  return (
    <Grid
      container
      ref={gridRef}
      spacing={2}
      sx={LIGHT_SX}
      onPointerDown={(event) => {
        pressed.current = (event.target as Element).closest('[role="combobox"]');
      }}
    >
      {fields.flatMap((field) => {
        if (field.input === 'location')
          return (['Country', 'State', 'City'] as const).map((label) => (
            <Grid key={label} size={cell}>
              <LightField label={label} kind="combo" disabled={label !== 'Country'} {...common(label)} />
            </Grid>
          ));
        return [
          <Grid key={field.name} size={field.size ?? cell}>
            {field.input === 'text' ? (
              <LightField
                label={field.label}
                kind="text"
                name={field.name}
                placeholder={field.placeholder}
                inputMode={field.numeric ? 'numeric' : undefined}
                maxLength={field.maxLength}
                value={String(texts[field.name] ?? '')}
                onChange={(value) => setTexts((now) => ({ ...now, [field.name]: value }))}
                {...common(field.name)}
              />
            ) : field.input === 'select' ? (
              <LightField
                label={field.label}
                kind="select"
                value={String(selectLabel(field, values[field.name]))}
                {...common(field.name)}
              />
            ) : field.input === 'options' ? (
              <LightField label={field.label} kind="select" value="" {...common(field.name)} />
            ) : field.input === 'date' ? (
              <LightField label={field.label} kind="date" {...common(field.name)} />
            ) : (
              <LightField
                label={field.label}
                kind="combo"
                disabled={field.input === 'custom' ? field.light?.disabled?.(clientViewer) : false}
                placeholder={field.input === 'custom' ? field.light?.placeholder?.(clientViewer) : undefined}
                {...common(field.name)}
              />
            )}
          </Grid>,
        ];
      })}
    </Grid>
  );
}

function selectLabel(
  field: Extract<ListFilterField, { input: 'select' }>,
  value: FilterValues[string] | undefined,
) {
  const option = field.options.find((o) => o.value === value);
  return option && typeof option.label === 'string' ? option.label : '';
}

interface LightFieldProps {
  label: string;
  /**
   * text: an input; select: a closed select showing `value`; combo: an empty autocomplete; date: an
   * empty date field (not focusable: the first sign of use in the form has loaded the real one
   * before a press or Tab reaches it).
   */
  kind: 'text' | 'select' | 'combo' | 'date';
  name?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  inputMode?: 'numeric';
  maxLength?: number;
  disabled?: boolean;
  focused: boolean;
  onFocus: () => void;
  onBlur: () => void;
}

function LightField({
  label,
  kind,
  name,
  value = '',
  onChange,
  placeholder,
  inputMode,
  maxLength,
  disabled = false,
  focused,
  onFocus,
  onBlur,
}: LightFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const shrink = focused || (kind === 'combo' ? typed !== '' : value !== '');
  return (
    <div className="lf-field" data-shrink={shrink} data-focused={focused} data-disabled={disabled}>
      <label className="lf-label" id={`${id}-label`} htmlFor={kind === 'select' ? undefined : id}>
        {label}
      </label>
      <div className={kind === 'combo' ? 'lf-root lf-combo' : 'lf-root'}>
        {kind === 'date' ? (
          // biome-ignore lint/a11y/useSemanticElements: a group as MUI X's date field is one (a fieldset would draw its own border)
          <div className="lf-input" role="group" aria-labelledby={`${id}-label`}>
            <span className="notranslate" aria-hidden>
              {'\u200b'}
            </span>
          </div>
        ) : kind === 'select' ? (
          // The light select shows its value; the real one opens (it takes over on the first press).
          <div
            className="lf-input lf-select"
            id={id}
            role="combobox"
            tabIndex={0}
            aria-haspopup="listbox"
            aria-expanded="false"
            aria-labelledby={`${id}-label ${id}`}
            onFocus={onFocus}
            onBlur={onBlur}
          >
            {value || (
              <span className="notranslate" aria-hidden>
                {'\u200b'}
              </span>
            )}
          </div>
        ) : (
          <input
            className="lf-input"
            id={id}
            name={name}
            type="text"
            autoComplete="off"
            placeholder={placeholder}
            inputMode={inputMode}
            maxLength={maxLength}
            disabled={disabled}
            {...(kind === 'combo'
              ? { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false, value: typed }
              : { value })}
            onChange={(event) =>
              kind === 'combo' ? setTyped(event.target.value) : onChange?.(event.target.value)
            }
            onFocus={onFocus}
            onBlur={onBlur}
          />
        )}
        {kind === 'date' && (
          // MUI X's calendar icon, where the picker's open button shows it.
          <svg className="lf-arrow lf-calendar" viewBox="0 0 24 24" aria-hidden>
            <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
          </svg>
        )}
        {kind !== 'text' && kind !== 'date' && (
          <svg
            className={kind === 'combo' ? 'lf-arrow lf-popup' : 'lf-arrow'}
            viewBox="0 0 24 24"
            aria-hidden
          >
            <path d="M7 10l5 5 5-5z" />
          </svg>
        )}
        <fieldset aria-hidden className="lf-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}

// MUI's small outlined TextField, Select and Autocomplete (theme: size small, full width), as CSS.
const LIGHT_SX = (t: Theme) => {
  const motion = (duration: number, delay = 0) =>
    t.transitions.create('max-width', { duration, delay, easing: t.transitions.easing.easeOut });
  return {
    '& .lf-field': {
      position: 'relative',
      display: 'inline-flex',
      flexDirection: 'column',
      minWidth: 0,
      width: '100%',
      verticalAlign: 'top',
    },
    '& .lf-label': {
      ...t.typography.body1,
      lineHeight: '1.4375em',
      color: t.palette.text.secondary,
      padding: 0,
      position: 'absolute',
      left: 0,
      top: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: 'calc(100% - 24px)',
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 9px) scale(1)',
      transition: t.transitions.create(['color', 'transform', 'max-width'], {
        duration: t.transitions.duration.shorter,
        easing: t.transitions.easing.easeOut,
      }),
    },
    '& [data-shrink="true"] > .lf-label': {
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
      userSelect: 'none',
      pointerEvents: 'auto',
    },
    '& [data-focused="true"] > .lf-label': { color: t.palette.primary.main },
    '& [data-disabled="true"] > .lf-label': { color: t.palette.text.disabled },
    '& .lf-root': {
      ...t.typography.body1,
      lineHeight: '1.4375em',
      color: t.palette.text.primary,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: `${t.shape.borderRadius}px`,
    },
    '& [data-disabled="true"] > .lf-root': { color: t.palette.text.disabled, cursor: 'default' },
    '& .lf-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&::placeholder': { color: 'currentColor', opacity: t.palette.mode === 'light' ? 0.42 : 0.5 },
      '&:disabled': { opacity: 1, WebkitTextFillColor: t.palette.text.disabled },
    },
    '& [data-shrink="false"] .lf-input::placeholder': { opacity: 0 },
    '& .lf-select': {
      height: 'auto',
      minHeight: '1.4375em',
      paddingRight: '32px',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      cursor: 'pointer',
      userSelect: 'none',
      borderRadius: 0,
    },
    '& .lf-combo': { flexWrap: 'wrap', padding: '6px 39px 6px 6px' },
    '& .lf-combo > .lf-input': {
      padding: '2.5px 4px 2.5px 8px',
      width: 0,
      minWidth: '30px',
      flexGrow: 1,
      textOverflow: 'ellipsis',
    },
    '& .lf-arrow': {
      position: 'absolute',
      right: '7px',
      top: 'calc(50% - 12px)',
      width: '24px',
      height: '24px',
      fill: 'currentColor',
      pointerEvents: 'none',
      color: t.palette.action.active,
    },
    '& .lf-popup': { right: '9px' },
    '& .lf-calendar': { right: '10px' },
    '& [data-disabled="true"] .lf-arrow': { color: t.palette.action.disabled },
    '& .lf-outline': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: '-5px',
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: '1px',
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: 'rgba(0, 0, 0, 0.23)',
    },
    '& .lf-outline > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: '11px',
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '0.01px',
      transition: motion(50),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: '5px',
        paddingRight: '5px',
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    '& [data-shrink="true"] .lf-outline > legend': { maxWidth: '100%', transition: motion(100, 50) },
    '& [data-disabled="false"] > .lf-root:hover > .lf-outline': { borderColor: t.palette.text.primary },
    '& [data-focused="true"] > .lf-root > .lf-outline, & [data-focused="true"] > .lf-root:hover > .lf-outline':
      {
        borderColor: t.palette.primary.main,
        borderWidth: '2px',
      },
    '& [data-disabled="true"] > .lf-root > .lf-outline': { borderColor: t.palette.action.disabled },
  } as const;
};
