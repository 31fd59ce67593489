// Title, breadcrumb and tabs shared by every User Management screen (spec 000 §2 Users).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { HeaderActions } from '../../../components/resource-header';
import { useAccess } from '../../../lib/access';

export type UsersScreen = 'list' | 'create' | 'edit' | 'view';

const SCREEN_CRUMB: Record<Exclude<UsersScreen, 'list'>, string> = {
  create: 'Create User',
  edit: 'Edit User',
  view: 'View User',
};

export function UsersHeader({ screen, id }: { screen: UsersScreen; id?: number }) {
  const { user, can } = useAccess();
  const isSelf = id !== undefined && id === user?.id;
  const breadcrumbs: Crumb[] = [
    { label: 'Dashboard', to: '/' },
    { label: 'Users', to: '/users' },
    ...(screen === 'list' ? [] : [{ label: SCREEN_CRUMB[screen] }]),
  ];
  return (
    <>
      <PageHeader
        title="User Management"
        breadcrumbs={breadcrumbs}
        action={
          screen === 'list' && (
            <HeaderActions exportList={{ path: 'users' }}>
              {can('create-user') && (
                <Button component={RouterLink} to="/users/create" variant="contained" startIcon={<Add />}>
                  Create User
                </Button>
              )}
            </HeaderActions>
          )
        }
      />
      <PageTabs
        label="User Management"
        value={screen}
        tabs={[
          { key: 'create', label: 'Create User', to: can('create-user') ? '/users/create' : undefined },
          {
            key: 'edit',
            label: 'Edit User',
            to: id !== undefined && can('edit-user') && !isSelf ? `/users/edit/${id}` : undefined,
          },
          { key: 'view', label: 'View User', to: id !== undefined ? `/users/view/${id}` : undefined },
          { key: 'list', label: 'Users', to: '/users' },
        ]}
      />
    </>
  );
}
