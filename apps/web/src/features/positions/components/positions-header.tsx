// Title, breadcrumb and tabs shared by every Positions screen (spec 000 §2 Positions).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { useAccess } from '../../../lib/access';

export type PositionsScreen = 'list' | 'create' | 'edit' | 'view';

const SCREEN_CRUMB: Record<Exclude<PositionsScreen, 'list'>, string> = {
  create: 'Create Position',
  edit: 'Edit Position',
  view: 'View Position',
};

export function PositionsHeader({ screen, id }: { screen: PositionsScreen; id?: number }) {
  const { can } = useAccess();
  const breadcrumbs: Crumb[] = [
    { label: 'Dashboard', to: '/' },
    { label: 'Positions', to: '/positions' },
    ...(screen === 'list' ? [] : [{ label: SCREEN_CRUMB[screen] }]),
  ];
  return (
    <>
      <PageHeader
        title="Positions"
        breadcrumbs={breadcrumbs}
        action={
          screen === 'list' &&
          can('create-position') && (
            <Button component={RouterLink} to="/positions/create" variant="contained" startIcon={<Add />}>
              Create Position
            </Button>
          )
        }
      />
      <PageTabs
        label="Positions"
        value={screen}
        tabs={[
          {
            key: 'create',
            label: 'Create Position',
            to: can('create-position') ? '/positions/create' : undefined,
          },
          {
            key: 'edit',
            label: 'Edit Position',
            to: id !== undefined && can('edit-position') ? `/positions/edit/${id}` : undefined,
          },
          { key: 'view', label: 'View Position', to: id !== undefined ? `/positions/view/${id}` : undefined },
          { key: 'list', label: 'Positions', to: '/positions' },
        ]}
      />
    </>
  );
}
