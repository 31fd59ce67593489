// One form in three modes for /users/create, /users/edit/:id and /users/view/:id (spec 000 §4, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import {
  needsCompany,
  needsPartnersAccount,
  USER_MESSAGES,
  type User,
  type UserBody,
  type UserInput,
  userBody,
} from '@staffdesk/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import type { FormMode } from '../../../components/form-mode';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { ResourceForm } from '../../../components/resource-form';
import { useSaveRecord } from '../../../components/use-save-record';
import { useCreateUser } from '../api/create-user';
import { useCompanies } from '../api/get-companies';
import { usePartnersAccounts } from '../api/get-partners-accounts';
import { useUserRoles } from '../api/get-user-roles';
import { useUserTypes } from '../api/get-user-types';
import { useUpdateUser } from '../api/update-user';
import { emptyUserValues, toUserBody, userToFormValues } from './user-form-values';
import { UserPermissions } from './user-permissions';

export interface UserFormProps {
  mode: FormMode;
  record?: User;
  /** View mode: replaces navigating to the edit page (used to refuse editing yourself). */
  onEdit?: () => void;
}

/** Keeps the record's own choice visible even when the viewer's lookup list lacks it. */
function withCurrent<T extends { value: string | number }>(options: T[], current: T | null): T[] {
  return current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
}

export function UserForm({ mode, record, onEdit }: UserFormProps) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const form = useForm<UserBody, unknown, UserInput>({
    resolver: zodResolver(userBody),
    defaultValues: record ? userToFormValues(record) : emptyUserValues(),
  });
  const [typeSlug, roleSlug] = useWatch({ control: form.control, name: ['type_slug', 'role_slug'] }) as [
    string,
    string,
  ];
  const showCompany = needsCompany(typeSlug);
  const showPartner = needsPartnersAccount(typeSlug);

  const types = useUserTypes();
  const roles = useUserRoles(typeSlug || undefined);
  const companies = useCompanies(showCompany);
  const partners = usePartnersAccounts(showPartner);

  const typeOptions = withCurrent(
    (types.data ?? []).map((t) => ({ value: t.slug, label: t.user_type })),
    record ? { value: record.type_slug, label: record.user_type } : null,
  );
  const roleOptions = withCurrent(
    (roles.data ?? []).map((r) => ({ value: r.slug, label: r.role })),
    record ? { value: record.role_slug, label: record.user_role } : null,
  );
  const companyOptions = withCurrent(
    (companies.data ?? []).map((c) => ({ value: c.id, name: c.company_name, logo: c.company_logo })),
    record?.company_id
      ? { value: record.company_id, name: record.company_name ?? '', logo: record.company_logo }
      : null,
  ).map(({ value, name, logo }) => ({
    value,
    label: (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        {/* Hidden from screen readers: the option's name is the company's, not "NA Northwind…". */}
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <InitialsAvatar image={logo} name={name} size={22} variant="rounded" />
        </Box>
        {name}
      </Box>
    ),
  }));
  const partnerOptions = withCurrent(
    (partners.data ?? []).map((p) => ({ value: p.id, label: p.account_name })),
    record?.partners_account_id
      ? { value: record.partners_account_id, label: record.account_name ?? '' }
      : null,
  );

  // A role the newly chosen type does not offer is cleared, so the user picks one that fits.
  const { setValue, getValues } = form;
  useEffect(() => {
    const role = getValues('role_slug') as string;
    if (mode !== 'view' && roles.data && role && !roleOptions.some((o) => o.value === role)) {
      setValue('role_slug', '' as UserBody['role_slug']);
    }
  }, [mode, roles.data, roleOptions, getValues, setValue]);

  const save = useSaveRecord({
    mode,
    record,
    viewPath: (id) => `/users/view/${id}`,
    create: createUser.mutateAsync,
    update: updateUser.mutateAsync,
  });
  const onSubmit = (values: UserInput) => save(toUserBody(values));

  const half = { xs: 12, md: 6 };
  return (
    <ResourceForm
      aria-label="User"
      form={form}
      mode={mode}
      onSubmit={onSubmit}
      loading={form.formState.isSubmitting}
      cancelTo={mode === 'edit' && record ? `/users/view/${record.id}` : '/users'}
      submit={{ editTo: record ? `/users/edit/${record.id}` : undefined, onEdit }}
    >
      <Grid container spacing={2.5}>
        <Grid size={half}>
          <FormSelect
            name="type_slug"
            label="User Type"
            options={typeOptions}
            loading={types.isPending}
            required
          />
        </Grid>
        <Grid size={half}>
          <FormSelect
            name="role_slug"
            label="User Role"
            options={roleOptions}
            loading={roles.isPending}
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField name="first_name" label="First Name" required autoComplete="off" />
        </Grid>
        <Grid size={half}>
          <FormTextField name="last_name" label="Last Name" required autoComplete="off" />
        </Grid>
        <Grid size={half}>
          {/* A new address an editor gave waits for its confirmation link (docs/decisions.md). */}
          <FormTextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            helperText={
              record?.pending_email ? `${USER_MESSAGES.emailPending} ${record.pending_email}` : undefined
            }
          />
        </Grid>
        {showCompany && (
          <Grid size={half}>
            <FormSelect name="company_id" label="Company Name" options={companyOptions} required />
          </Grid>
        )}
        {showPartner && (
          <Grid size={half}>
            <FormSelect
              name="partners_account_id"
              label="Partners Account Name"
              options={partnerOptions}
              required
            />
          </Grid>
        )}
        <Grid size={half}>
          <FormTextField name="designation" label="Designation" />
        </Grid>
        <Grid size={{ xs: 7, md: 4 }}>
          <FormTextField name="phone" label="Phone" type="tel" />
        </Grid>
        <Grid size={{ xs: 5, md: 2 }}>
          <FormTextField name="extension" label="Extension" />
        </Grid>
        <Grid size={12}>
          <FormFileUpload
            name="profile_image"
            label="Profile Image"
            folderName="user"
            image
            errorMessage="User profile image is not uploaded"
          />
        </Grid>
      </Grid>
      <UserPermissions typeSlug={typeSlug} roleSlug={roleSlug} />
    </ResourceForm>
  );
}
