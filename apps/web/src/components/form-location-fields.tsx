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
  /** The record's own choices, so they read by name before the lists load. */
  current?: { country?: LookupOption | null; state?: LookupOption | null; city?: LookupOption | null };
  size?: GridProps['size'];
}

const idOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

export function FormLocationFields({
  creatable = false,
  countryRequired = false,
  current = {},
  size = { xs: 12, sm: 6, md: 4 },
}: FormLocationFieldsProps) {
  const { control, setValue, getValues } = useFormContext();
  const [countryValue, stateValue] = useWatch({ control, name: ['country_id', 'state_id'] });
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
          name="country_id"
          label="Country"
          required={countryRequired}
          options={withCurrent(countries.options, [current.country])}
          loading={countries.loading}
          onCreate={creatable ? createCountry : undefined}
          onValueChange={() => clear('state_id', 'city_id')}
        />
      </Grid>
      <Grid size={size}>
        <FormSelectOrCreate
          name="state_id"
          label="State"
          options={withCurrent(states.options, [countryId ? current.state : null])}
          loading={states.loading}
          disabled={!countryId}
          onCreate={creatable && countryId ? createState : undefined}
          onValueChange={() => clear('city_id')}
        />
      </Grid>
      <Grid size={size}>
        <FormSelectOrCreate
          name="city_id"
          label="City"
          options={withCurrent(cities.options, [stateId ? current.city : null])}
          loading={cities.loading}
          disabled={!stateId}
          onCreate={creatable && stateId ? createCity : undefined}
        />
      </Grid>
    </>
  );
}
