// The shell's session gate: "Loading" until GET users/is-auth answers, then the shell or /login
// (the sign-in page, loaded from the server).
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { TWO_FACTOR_SETUP_PATH } from '@staffdesk/shared';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { browser } from '../../lib/browser';
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
  const { pathname } = useLocation();
  // The shell is the first paint's largest piece of work: drawn as a deferred update, React draws
  // it in slices between which the browser can answer the user, rather than as one long task.
  const drawing = useDeferredValue(isLoading);
  if (drawing) return <FullPageLoading />;
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
  if (!user) return <LoadPage to="/login" />;
  // A super-admin who must set up two-factor sign-in sees only its set-up (the server refuses the rest).
  if (user.two_factor_setup_required && pathname !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return children;
}

/**
 * Leaves the app for another page of the server (the sign-in page) in one step: going through
 * the router first would change the address twice, and a click between the two would race the load.
 */
export function LoadPage({ to }: { to: string }) {
  useEffect(() => {
    browser.go(to);
  }, [to]);
  return <FullPageLoading />;
}
