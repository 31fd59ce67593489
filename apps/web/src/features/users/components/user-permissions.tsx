// The permission toggles of spec 000 §6 for the chosen type and role; hidden for role admin.

import Divider from '@mui/material/Divider';
import { PERMISSIONS, permissionToggles } from '@staffdesk/shared';
import { FormSwitchList } from '../../../components/form-fields';

const LABELS = new Map<string, string>(PERMISSIONS.map((p) => [p.slug, p.permission]));

export function UserPermissions({ typeSlug, roleSlug }: { typeSlug: string; roleSlug: string }) {
  const toggles = permissionToggles(typeSlug, roleSlug);
  if (toggles.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <FormSwitchList
        name="permissions_slug"
        label="Permissions"
        options={toggles.map((slug) => ({ value: slug, label: LABELS.get(slug) ?? slug }))}
      />
    </>
  );
}
