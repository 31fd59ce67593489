import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { SignLayout } from '../components/sign-layout';
import { SignMessage } from '../components/sign-message';

/** Spec 000 §4: after a successful verify the message shows, then /login after 2.5 s. */
const REDIRECT_AFTER_VERIFY_MS = 2500;

export function VerifyEmailPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const verify = useVerifyEmail();
  const started = useRef(false);

  // Verification starts at once from the query string; the ref keeps it to one call.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(search);
  }, [search, verify]);

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, navigate]);

  const message = verify.isSuccess
    ? ({ severity: 'success', text: verify.data.message } as const)
    : verify.isError
      ? ({ severity: 'error', text: errorMessage(verify.error) } as const)
      : null;

  return (
    <SignLayout title="Verify e-mail">
      {message ? (
        <Stack spacing={2}>
          <SignMessage message={message} />
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
            Go to sign in
          </Link>
        </Stack>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} />
          <Typography>Verifying your e-mail…</Typography>
        </Box>
      )}
    </SignLayout>
  );
}
