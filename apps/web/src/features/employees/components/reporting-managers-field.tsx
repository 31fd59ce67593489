// Reporting managers: a multi select-or-create of e-mail addresses (spec 001 §3), stored by the
// server comma-separated. A typed address becomes a chip; the schema checks each one.
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import type { LookupOption } from '../../../components/select-or-create';

const asOptions = (emails: unknown): LookupOption[] =>
  (Array.isArray(emails) ? emails : []).map((email) => ({ id: String(email), label: String(email) }));

export function ReportingManagersField({ name = 'reporting_manager' }: { name?: string }) {
  const { control } = useFormContext();
  const value = useWatch({ control, name });
  return (
    <FormSelectOrCreate
      name={name}
      label="Reporting Manager(s)"
      multiple
      required
      options={asOptions(value)}
      onCreate={async (typed) => {
        const email = typed.trim().toLowerCase();
        return { id: email, label: email };
      }}
    />
  );
}
