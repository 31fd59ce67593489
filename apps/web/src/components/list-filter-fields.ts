// A list's filter as a declaration: each field names its URL kind and how the form draws it, so a
// module's filter is a list of fields (positions, applicants …) and the panel, the form, the URL,
// the Reset values and the badge count come from one place (list-filter.tsx).
import type { GridProps } from '@mui/material/Grid';
import type { MasterLookup } from '@staffdesk/shared';
import type { ComponentType } from 'react';
import type { FilterSchema } from './filter-resolver';
import type { SelectOption } from './form-fields';
import type { FilterFields, FilterKind, FilterValues } from './use-filter-params';

interface FieldBase {
  name: string;
  label: string;
  kind: FilterKind;
  /** The URL parameter when it is not `name` (?client for company_id). */
  param?: string;
  size?: GridProps['size'];
  /** Left out for a client viewer, who only ever sees its own company (spec 000 §6). */
  staffOnly?: boolean;
}

export type ListFilterField =
  | (FieldBase & { input: 'text'; placeholder?: string; numeric?: boolean; maxLength?: number })
  | (FieldBase & { input: 'lookup'; lookup: MasterLookup; multiple?: boolean })
  /** GET companies; `clears` empties fields that depend on the chosen company. */
  | (FieldBase & { input: 'companies'; clears?: string[] })
  | (FieldBase & { input: 'select'; options: SelectOption[]; all?: boolean })
  /** A select fed by a server call (employees, statuses …): `useOptions` is a hook, see queryOptions. */
  | (FieldBase & { input: 'options'; useOptions: () => OptionsSource; all?: boolean })
  /** A day as 'YYYY-MM-DD' text; two of them make a range (dateRange). */
  | (FieldBase & { input: 'date' })
  /**
   * A field drawn by the module (e.g. positions of the chosen client), bound by `name`. With `light`
   * (how it looks while empty: an autocomplete, maybe disabled) the form can draw light before first
   * use (light-filter-form.tsx); without it the list's form loads with the list.
   */
  | (FieldBase & { input: 'custom'; component: ComponentType; light?: CustomFieldLight })
  /** Country, State and City as country_id, state_id, city_id. */
  | { input: 'location'; name?: undefined; staffOnly?: boolean };

export interface CustomFieldLight {
  disabled?: (clientViewer: boolean) => boolean;
  placeholder?: (clientViewer: boolean) => string | undefined;
}

export interface OptionsSource {
  options: SelectOption[];
  loading: boolean;
}

/** The options hook of an 'options' field from a list query and how a row reads as an option. */
export const queryOptions =
  <Row>(useRows: () => { data?: Row[]; isLoading: boolean }, option: (row: Row) => SelectOption) =>
  (): OptionsSource => {
    const rows = useRows();
    return { options: (rows.data ?? []).map(option), loading: rows.isLoading };
  };

/** The free-text Search every list's filter starts with; the placeholder says what it matches. */
export const searchField = (placeholder: string): ListFilterField => ({
  name: 'search',
  kind: 'text',
  input: 'text',
  label: 'Search',
  placeholder,
});

/** The from_date/to_date pair the invoice, leave and payroll lists filter on. */
export const dateRange = (from: string, to: string): ListFilterField[] => [
  { name: 'from_date', kind: 'text', input: 'date', label: from },
  { name: 'to_date', kind: 'text', input: 'date', label: to },
];

export interface ListFilterDeclaration {
  /** The form's accessible name, e.g. 'Filter positions'. */
  label: string;
  fields: ListFilterField[];
  /** The URL parameters of every field (derived). */
  params: FilterFields;
  /** Every field empty: what Reset applies (derived). */
  empty: FilterValues;
  /**
   * Checks the form's raw values (a reversed range); the raw values are applied. Best given lazily,
   * `() => import('./x-filter-schema').then((m) => m.schema)`, so zod stays out of the first paint.
   */
  schema?: FilterSchema;
  /** The form's values from the applied ones (e.g. a default unit). */
  toForm?: (values: FilterValues) => FilterValues;
  /** The applied values from the form's (e.g. a unit only beside an experience). */
  toApplied?: (values: FilterValues) => FilterValues;
  /** Fields the panel's badge does not count. */
  uncounted?: string[];
  /** Schema messages also shown as an error toast (spec 000 §5: the reversed CTC range). */
  toastErrors?: string[];
  cell?: GridProps['size'];
}

const LOCATION: FilterFields = {
  country_id: { kind: 'id' },
  state_id: { kind: 'id' },
  city_id: { kind: 'id' },
};

export function defineListFilter(
  declaration: Omit<ListFilterDeclaration, 'params' | 'empty'>,
): ListFilterDeclaration {
  const params: FilterFields = {};
  for (const field of declaration.fields) {
    if (field.input === 'location') Object.assign(params, LOCATION);
    else params[field.name] = { kind: field.kind, param: field.param };
  }
  const empty: FilterValues = Object.fromEntries(
    Object.entries(params).map(([name, { kind }]) => [name, kind === 'ids' ? [] : '']),
  );
  return { ...declaration, params, empty };
}
