// Reporting managers: a multi select-or-create of e-mail addresses (spec 001 §3), stored by the
// server comma-separated. Addresses already in use are offered as the user types; a new one
// becomes a chip; the schema checks each one.
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { LookupOption } from '../../../components/select-or-create';
import { useReportingManagerSearch } from '../api/reporting-managers';

const asOptions = (emails: unknown[]): LookupOption[] =>
  [...new Set(emails.map(String))].map((email) => ({ id: email, label: email }));

export function ReportingManagersField({ name = 'reporting_manager' }: { name?: string }) {
  const { control } = useFormContext();
  const value = useWatch({ control, name });
  const [typed, setTyped] = useState('');
  const found = useReportingManagerSearch(typed).data;
  const options = useMemo(
    () => asOptions([...(Array.isArray(value) ? value : []), ...(found ?? [])]),
    [value, found],
  );
  return (
    <FormSelectOrCreate
      name={name}
      label="Reporting Manager(s)"
      multiple
      required
      options={options}
      onInputChange={setTyped}
      onCreate={async (typed) => {
        const email = typed.trim().toLowerCase();
        return { id: email, label: email };
      }}
    />
  );
}
