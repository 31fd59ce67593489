// Title, breadcrumb, header button and tabs of a list/create/view/edit module (spec 001 §2: e.g.
// "Clients", Dashboard > Clients, Create Client, tabs Create Client / Edit Client / View Client /
// Clients). A tab or the header button is left out or disabled when its key is hidden; the header
// button is hidden on the page it points to. A record the viewer may no longer change (a decided
// leave, an employee's decided claim), or an area that changes none (a client's placements), has no
// Edit tab at all.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAccess } from '../lib/access';
import type { Crumb } from './breadcrumbs';
import { ExportButton, type ExportList } from './export-button';
import { PageHeader } from './page-header';
import { PageTabs } from './page-tabs';

export type ResourceScreen = 'list' | 'create' | 'edit' | 'view';

export interface ResourceDeclaration {
  /** The list's path, e.g. '/hrms/clients'. */
  path: string;
  /** The page title and the list tab, e.g. 'Clients'. */
  title: string;
  /** The heading of the module's screens where the spec names it apart from the title (Partners Management). */
  heading?: string;
  /** 'Client': tabs read 'Create Client', 'Edit Client', 'View Client'. */
  singular: string;
  /** The header button's text; `Create ${singular}` unless told. */
  createLabel?: string;
  /**
   * create null: the area creates none (no Create button or tab), e.g. the company area's employees;
   * edit null: the area changes none (no Edit tab at all), e.g. the client's and partner's placements.
   */
  keys: { list: string; create: string | null; edit: string | null };
  /** The breadcrumb's first link; Dashboard unless told (the employee area's is its profile). */
  root?: Crumb;
}

/** Memoised: a page re-renders when its record or rows arrive, and the header has nothing new to draw. */
export const ResourceHeader = memo(function ResourceHeader({
  resource,
  screen,
  id,
  editable = true,
  exportList,
}: {
  resource: ResourceDeclaration;
  screen: ResourceScreen;
  id?: number;
  /** false: the record is closed to this viewer's edits, so no Edit tab. */
  editable?: boolean;
  /** A list screen's Export button: the list's API path and the filter it shows. */
  exportList?: ExportList;
}) {
  const { can } = useAccess();
  const { pathname } = useLocation();
  const { path, title, heading = title, singular, keys, root = { label: 'Dashboard', to: '/' } } = resource;
  const canCreate = keys.create !== null && can(keys.create);
  const createPath = `${path}/create`;
  const createLabel = resource.createLabel ?? `Create ${singular}`;
  const crumbs: Crumb[] = [
    root,
    { label: title, to: path },
    ...(screen === 'list' ? [] : [{ label: `${screen[0]!.toUpperCase()}${screen.slice(1)} ${singular}` }]),
  ];
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={crumbs}
        action={
          <HeaderActions exportList={screen === 'list' ? exportList : undefined}>
            {canCreate && pathname !== createPath && (
              <Button component={RouterLink} to={createPath} variant="contained" startIcon={<Add />}>
                {createLabel}
              </Button>
            )}
          </HeaderActions>
        }
      />
      <PageTabs
        label={title}
        value={screen}
        tabs={[
          ...(keys.create === null
            ? []
            : [{ key: 'create', label: `Create ${singular}`, to: canCreate ? createPath : undefined }]),
          ...(editable && keys.edit !== null
            ? [
                {
                  key: 'edit',
                  label: `Edit ${singular}`,
                  to: id !== undefined && can(keys.edit) ? `${path}/edit/${id}` : undefined,
                },
              ]
            : []),
          { key: 'view', label: `View ${singular}`, to: id !== undefined ? `${path}/view/${id}` : undefined },
          { key: 'list', label: title, to: path },
        ]}
      />
    </>
  );
});

/** A header's buttons: Export (when the list declares it) beside the main action. */
export function HeaderActions({ exportList, children }: { exportList?: ExportList; children?: ReactNode }) {
  if (!exportList && !children) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {exportList && <ExportButton {...exportList} />}
      {children}
    </Box>
  );
}
