// Between the loaded record, the form's fields and the body sent to POST/PUT users.
import {
  needsCompany,
  needsPartnersAccount,
  permissionToggles,
  type User,
  type UserBody,
  type UserInput,
} from '@staffdesk/shared';

/** Empty form: selects start unset so the schema's "Please choose …" messages apply. */
export const emptyUserValues = (): UserBody =>
  ({
    type_slug: '',
    role_slug: '',
    first_name: '',
    last_name: '',
    email: '',
    company_id: '',
    partners_account_id: '',
    designation: '',
    phone: '',
    extension: '',
    profile_image: null,
    permissions_slug: [],
  }) as unknown as UserBody;

export const userToFormValues = (user: User): UserBody =>
  ({
    type_slug: user.type_slug,
    role_slug: user.role_slug,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    company_id: user.company_id ?? '',
    partners_account_id: user.partners_account_id ?? '',
    designation: user.designation ?? '',
    phone: user.phone ?? '',
    extension: user.extension ?? '',
    profile_image: user.profile_image,
    permissions_slug: user.permissions_slug.split(',').filter(Boolean),
    updated_at: user.updated_at,
  }) as UserBody;

/** Drops what the chosen type and role do not use: hidden company, partner account and toggles. */
export function toUserBody(values: UserInput): UserBody {
  const offered = new Set<string>(permissionToggles(values.type_slug, values.role_slug));
  return {
    ...values,
    company_id: needsCompany(values.type_slug) ? values.company_id : null,
    partners_account_id: needsPartnersAccount(values.type_slug) ? values.partners_account_id : null,
    permissions_slug: values.permissions_slug.filter((slug) => offered.has(slug)),
  };
}
