// The optional timezone select of the organisation forms (GET master/timezones).
import { useLookup, withCurrent } from '../lib/lookups';
import { FormSelectOrCreate } from './form-select-or-create';
import type { LookupOption } from './select-or-create';

export function FormTimezoneField({ current }: { current?: LookupOption | null }) {
  const timezones = useLookup('timezones');
  return (
    <FormSelectOrCreate
      name="timezone_id"
      label="Timezone"
      options={withCurrent(timezones.options, [current])}
      loading={timezones.loading}
    />
  );
}
