// /profile/two-factor: the set-up on its own, where a super-admin is sent while the agency requires
// two-factor sign-in and theirs is not on (the server refuses every other call until it is).
import { Alert, Box } from '@mui/material';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { homePath, useSession } from '../../../lib/session';
import { TwoFactorCard } from '../components/two-factor-card';

export function TwoFactorSetupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader
        title="Two-factor sign-in"
        breadcrumbs={[
          { label: 'Dashboard', to: homePath(user) },
          { label: 'Profile', to: '/profile' },
          { label: 'Two-factor sign-in' },
        ]}
      />
      {user?.two_factor_setup_required && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Two-factor sign-in is required for super-admin users. Set it up to continue.
        </Alert>
      )}
      <TwoFactorCard onDone={() => navigate(homePath(user))} />
    </Box>
  );
}
