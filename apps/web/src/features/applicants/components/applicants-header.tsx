// Title, breadcrumb and tabs shared by every Applicants screen (spec 000 §2 Applicants).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { useAccess } from '../../../lib/access';

export type ApplicantsScreen = 'list' | 'create' | 'edit' | 'view';

const SCREEN_CRUMB: Record<Exclude<ApplicantsScreen, 'list'>, string> = {
  create: 'Create Applicant',
  edit: 'Edit Applicant',
  view: 'View Applicant',
};

export function ApplicantsHeader({ screen, id }: { screen: ApplicantsScreen; id?: number }) {
  const { can } = useAccess();
  const breadcrumbs: Crumb[] = [
    { label: 'Dashboard', to: '/' },
    { label: 'Applicants', to: '/applicants' },
    ...(screen === 'list' ? [] : [{ label: SCREEN_CRUMB[screen] }]),
  ];
  return (
    <>
      <PageHeader
        title="Applicants"
        breadcrumbs={breadcrumbs}
        action={
          screen === 'list' &&
          can('create-applicant') && (
            <Button component={RouterLink} to="/applicants/create" variant="contained" startIcon={<Add />}>
              Create Applicant
            </Button>
          )
        }
      />
      <PageTabs
        label="Applicants"
        value={screen}
        tabs={[
          {
            key: 'create',
            label: 'Create Applicant',
            to: can('create-applicant') ? '/applicants/create' : undefined,
          },
          {
            key: 'edit',
            label: 'Edit Applicant',
            to: id !== undefined && can('edit-applicant') ? `/applicants/edit/${id}` : undefined,
          },
          {
            key: 'view',
            label: 'View Applicant',
            to: id !== undefined ? `/applicants/view/${id}` : undefined,
          },
          { key: 'list', label: 'Applicants', to: '/applicants' },
        ]}
      />
    </>
  );
}
