import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Stack } from '@mui/material';
import { type ResetPasswordBody, resetPasswordBody } from '@staffdesk/shared';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../lib/password-field';
import { useSession, useSignOut } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';
import { SignLayout } from '../components/sign-layout';
import { SignMessage, useSignMessage } from '../components/sign-message';
import { SubmitButton } from '../components/submit-button';

/** Spec 000 §4: after a successful reset the message shows, then /login after 3 s. */
const REDIRECT_AFTER_RESET_MS = 3000;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const [message, setMessage] = useSignMessage(watch);
  // The invitation's set-password link carries welcome=1 (server mail templates): same screen, a
  // first password rather than a forgotten one. The whole query string still goes to the API.
  const welcome = new URLSearchParams(search).has('welcome');
  useSignOutOnOpen();

  useEffect(() => {
    if (message?.severity !== 'success') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [message, navigate]);

  const onSubmit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      const { message: text } = await reset.mutateAsync({ search, body });
      setMessage({ severity: 'success', text });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
  });

  return (
    <SignLayout
      title={welcome ? 'Set your password' : 'Reset password'}
      subtitle={
        welcome ? 'Choose a password to start using your account.' : 'Choose a new password for your account.'
      }
    >
      <SignMessage message={message} />
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          {...register('new_password')}
          error={!!errors.new_password}
          helperText={errors.new_password?.message}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...register('confirm_password')}
          error={!!errors.confirm_password}
          helperText={errors.confirm_password?.message}
        />
        <SubmitButton loading={reset.isPending}>Reset password</SubmitButton>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </SignLayout>
  );
}

/** Spec 000 §4: someone signed in who opens a reset link is signed out first. */
function useSignOutOnOpen() {
  const { user } = useSession();
  const signOut = useSignOut();
  const done = useRef(false);
  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    void signOut().catch(() => undefined);
  }, [user, signOut]);
}
