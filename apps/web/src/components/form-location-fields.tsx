// Country, State and City bound to the surrounding form as country_id / state_id / city_id: states
// load for the chosen country, cities for the chosen state, a changed parent clears its children,
// and in forms each can be created inline (spec 000 §4).
import Grid, { type GridProps } from '@mui/material/Grid';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCreateLookup, useLookup, withCurrent } from '../lib/lookups';
import { FormSelectOrCreate } from './form-select-or-create';
import type { LookupOption } from './select-or-create';

export interface FormLocationFieldsProps {
  /** Forms create typed values inline; filters only pick. */
  creatable?: boolean;
  countryRequired?: boolean;
  /** State and city required too (spec 001 §5 clients and partners). */
  required?: boolean;
  /** A second address of one form: 'billing_' binds billing_country_id … billing_city_id. */
  prefix?: string;
  /** Label prefix, e.g. 'Billing ' → 'Billing Country'. */
  labelPrefix?: string;
  /** The record's own choices, so they read by name before the lists load. */
  current?: { country?: LookupOption | null; state?: LookupOption | null; city?: LookupOption | null };
  size?: GridProps['size'];
}

/** A loaded record's country, state and city (with `prefix`, e.g. its billing ones) for `current`. */
export function placesOf(record: object | undefined, prefix = ''): FormLocationFieldsProps['current'] {
  const fields = (record ?? {}) as Record<string, unknown>;
  const place = (what: 'country' | 'state' | 'city') => {
    const id = fields[`${prefix}${what}_id`];
    const name = fields[`${prefix}${what}`];
    return typeof id === 'number' && id > 0
      ? { id, label: typeof name === 'string' ? name : String(id) }
      : null;
  };
  return { country: place('country'), state: place('state'), city: place('city') };
}

const idOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

export function FormLocationFields({
  creatable = false,
  countryRequired = false,
  required = false,
  prefix = '',
  labelPrefix = '',
  current = {},
  size = { xs: 12, sm: 6, md: 4 },
}: FormLocationFieldsProps) {
  const { control, setValue, getValues } = useFormContext();
  const names = { country: `${prefix}country_id`, state: `${prefix}state_id`, city: `${prefix}city_id` };
  const [countryValue, stateValue] = useWatch({ control, name: [names.country, names.state] });
  const countryId = idOf(countryValue);
  const stateId = idOf(stateValue);

  const countries = useLookup('countries');
  const states = useLookup('states', { parent: { country_id: countryId } });
  const cities = useLookup('cities', { parent: { state_id: stateId } });
  const createCountry = useCreateLookup('countries');
  const createState = useCreateLookup('states', { country_id: countryId });
  const createCity = useCreateLookup('cities', { state_id: stateId });

  // A state belongs to a country and a city to a state: picking another parent clears them.
  const clear = (...names: string[]) => {
    for (const name of names) {
      if (getValues(name) !== '' && getValues(name) != null) setValue(name, '', { shouldDirty: true });
    }
  };

  return (
    <>
      <Grid size={size}>
        <FormSelectOrCreate
          name={names.country}
          label={`${labelPrefix}Country`}
          required={countryRequired || required}
          options={withCurrent(countries.options, [current.country])}
          loading={countries.loading}
          onCreate={creatable ? createCountry : undefined}
          onValueChange={() => clear(names.state, names.city)}
        />
      </Grid>
      <Grid size={size}>
        <FormSelectOrCreate
          name={names.state}
          label={`${labelPrefix}State`}
          required={required}
          options={withCurrent(states.options, [countryId ? current.state : null])}
          loading={states.loading}
          disabled={!countryId}
          onCreate={creatable && countryId ? createState : undefined}
          onValueChange={() => clear(names.city)}
        />
      </Grid>
      <Grid size={size}>
        <FormSelectOrCreate
          name={names.city}
          label={`${labelPrefix}City`}
          required={required}
          options={withCurrent(cities.options, [stateId ? current.city : null])}
          loading={cities.loading}
          disabled={!stateId}
          onCreate={creatable && stateId ? createCity : undefined}
        />
      </Grid>
    </>
  );
}
