import { Alert, Box, Button, CircularProgress, Grid } from '@mui/material';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { homePath, useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { ApiKeysCard } from '../components/api-keys-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalDataForm } from '../components/personal-data-form';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

export function ProfilePage() {
  const { user } = useSession();
  const profile = useProfile();

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {/* Spec 000 §2: the breadcrumb goes to /positions, or to the employee's own area. */}
      <PageHeader
        title="Profile"
        breadcrumbs={[{ label: 'Dashboard', to: homePath(user) }, { label: 'Profile' }]}
      />
      {profile.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading profile" />
        </Box>
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => profile.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(profile.error)}
        </Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            {/* Keyed by the loaded record so a reload refills the form. */}
            <PersonalDataForm key={profile.dataUpdatedAt} profile={profile.data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ChangePasswordForm />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <SessionsCard />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <TwoFactorCard />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <ApiKeysCard />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
