// The shell's session gate: "Loading" until GET users/is-auth answers, then the shell or /login.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export function FullPageLoading() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={28} />
        <Typography color="text.secondary">Loading</Typography>
      </Box>
    </Box>
  );
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { user, isLoading, error, retry } = useSession();
  const location = useLocation();
  if (isLoading) return <FullPageLoading />;
  if (error) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => retry()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      </Box>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
