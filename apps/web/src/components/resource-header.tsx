// Title, breadcrumb, header button and tabs of a list/create/view/edit module (spec 001 §2: e.g.
// "Clients", Dashboard > Clients, Create Client, tabs Create Client / Edit Client / View Client /
// Clients). A tab or the header button is left out or disabled when its key is hidden; the header
// button is hidden on the page it points to.
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAccess } from '../lib/access';
import type { Crumb } from './breadcrumbs';
import { PageHeader } from './page-header';
import { PageTabs } from './page-tabs';

export type ResourceScreen = 'list' | 'create' | 'edit' | 'view';

export interface ResourceDeclaration {
  /** The list's path, e.g. '/hrms/clients'. */
  path: string;
  /** The page title and the list tab, e.g. 'Clients'. */
  title: string;
  /** 'Client': tabs read 'Create Client', 'Edit Client', 'View Client'. */
  singular: string;
  /** The header button's text; `Create ${singular}` unless told. */
  createLabel?: string;
  /** create null: this screen never creates (e.g. the company area's employees), so no Create tab. */
  keys: { list: string; create: string | null; edit: string };
}

export function ResourceHeader({
  resource,
  screen,
  id,
}: {
  resource: ResourceDeclaration;
  screen: ResourceScreen;
  id?: number;
}) {
  const { can } = useAccess();
  const { pathname } = useLocation();
  const { path, title, singular, keys } = resource;
  const createPath = `${path}/create`;
  const createLabel = resource.createLabel ?? `Create ${singular}`;
  const mayCreate = keys.create !== null && can(keys.create);
  const crumbs: Crumb[] = [
    { label: 'Dashboard', to: '/' },
    { label: title, to: path },
    ...(screen === 'list' ? [] : [{ label: `${screen[0]!.toUpperCase()}${screen.slice(1)} ${singular}` }]),
  ];
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={crumbs}
        action={
          mayCreate &&
          pathname !== createPath && (
            <Button component={RouterLink} to={createPath} variant="contained" startIcon={<Add />}>
              {createLabel}
            </Button>
          )
        }
      />
      <PageTabs
        label={title}
        value={screen}
        tabs={[
          ...(keys.create === null
            ? []
            : [{ key: 'create', label: `Create ${singular}`, to: mayCreate ? createPath : undefined }]),
          {
            key: 'edit',
            label: `Edit ${singular}`,
            to: id !== undefined && can(keys.edit) ? `${path}/edit/${id}` : undefined,
          },
          { key: 'view', label: `View ${singular}`, to: id !== undefined ? `${path}/view/${id}` : undefined },
          { key: 'list', label: title, to: path },
        ]}
      />
    </>
  );
}
