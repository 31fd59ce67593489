// A client's or a partner's form in its three modes (spec 001 §3, §4): the module's shared schema
// checks it, the organisation block (organisation-fields.tsx) draws the shared fields, and a save
// goes to the record's view page (use-save-record.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiResult } from '../lib/api-client';
import type { FormMode } from './form-mode';
import {
  OrganisationFields,
  type OrganisationFieldsProps,
  type OrganisationPlaces,
} from './organisation-fields';
import { ResourceForm } from './resource-form';
import { useSaveRecord } from './use-save-record';

/** What a client or partner page gives its form. */
export interface OrganisationFormProps<TRecord, TInput> {
  mode: FormMode;
  record?: TRecord;
  /** Where a saved record is shown. */
  viewPath: (id: number) => string;
  /** Where the view's Edit goes. */
  editTo?: string;
  /** Cancel / Close; left out on the own profiles. */
  cancelTo?: string;
  /** View mode: runs instead of going to the edit page (the access popup). */
  onEdit?: () => void;
  create?: (body: TInput) => Promise<ApiResult<{ id: number }>>;
  update: (args: { id: number; body: TInput & { updated_at: string } }) => Promise<ApiResult<unknown>>;
}

type Loaded = OrganisationPlaces & { id: number; updated_at: string };

export function OrganisationForm<TRecord extends Loaded, TBody extends FieldValues, TInput>({
  label,
  schema,
  values,
  fields,
  mode,
  record,
  viewPath,
  editTo,
  cancelTo,
  onEdit,
  create,
  update,
}: OrganisationFormProps<TRecord, TInput> & {
  label: string;
  schema: ZodType<TInput, TBody>;
  /** The form's values: the record's, or empty ones to create. */
  values: TBody;
  fields: Omit<OrganisationFieldsProps, 'record'>;
}) {
  const form = useForm<TBody, unknown, TInput>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TBody, unknown, TInput>,
    defaultValues: values as never,
  });
  const save = useSaveRecord({
    mode,
    record,
    viewPath,
    create: create ?? (() => Promise.reject(new Error('Not available'))),
    update,
  });
  return (
    <ResourceForm
      aria-label={label}
      form={form}
      mode={mode}
      onSubmit={save}
      loading={form.formState.isSubmitting}
      cancelTo={cancelTo}
      submit={{ editTo, onEdit }}
    >
      <OrganisationFields record={record} {...fields} />
    </ResourceForm>
  );
}
