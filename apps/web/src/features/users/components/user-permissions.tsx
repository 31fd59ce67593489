// The permission toggles of spec 000 §6 for the chosen type and role; hidden for role admin.
// A new user starts with the list permissions of its type and role switched on (said above the
// toggles), so its first sign-in shows a list rather than "Access denied".

import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { defaultPermissions, PERMISSIONS, permissionToggles, USER_TYPES } from '@staffdesk/shared';
import { useContext, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSwitchList } from '../../../components/form-fields';
import { FormModeContext } from '../../../components/form-mode';

const LABELS = new Map<string, string>(PERMISSIONS.map((p) => [p.slug, p.permission]));
const AND = new Intl.ListFormat('en', { type: 'conjunction' });
const TYPE_LABELS = new Map<string, string>(USER_TYPES.map((t) => [t.slug, t.user_type]));

export function UserPermissions({ typeSlug, roleSlug }: { typeSlug: string; roleSlug: string }) {
  const creating = useContext(FormModeContext) === 'create';
  const { setValue } = useFormContext();
  const toggles = permissionToggles(typeSlug, roleSlug);
  const defaults = defaultPermissions(typeSlug, roleSlug);

  // Choosing the type and role of a new user switches on that combination's defaults.
  useEffect(() => {
    if (creating) setValue('permissions_slug', defaultPermissions(typeSlug, roleSlug));
  }, [creating, typeSlug, roleSlug, setValue]);

  if (toggles.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 3 }} />
      {creating && defaults.length > 0 && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          A new {TYPE_LABELS.get(typeSlug) ?? ''} user starts with{' '}
          {AND.format(defaults.map((slug) => LABELS.get(slug) ?? slug))} switched on, so they can open those
          lists after signing in. Switch on more, or off, as needed.
        </Alert>
      )}
      <FormSwitchList
        name="permissions_slug"
        label="Permissions"
        options={toggles.map((slug) => ({ value: slug, label: LABELS.get(slug) ?? slug }))}
      />
    </>
  );
}
