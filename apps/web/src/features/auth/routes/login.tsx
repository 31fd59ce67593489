import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Stack, TextField } from '@mui/material';
import { type LoginBody, loginBody } from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../lib/password-field';
import { homePath, sessionQuery, useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { SignLayout } from '../components/sign-layout';
import { SignMessage, useSignMessage } from '../components/sign-message';
import { SubmitButton } from '../components/submit-button';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const [message, setMessage] = useSignMessage(watch);

  const onSubmit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await login.mutateAsync(body);
      // Spec 000 §4: a successful login runs the session check, then redirects by user type.
      const sessionUser = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      navigate(homePath(sessionUser), { replace: true });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
  });

  // Someone already signed in has nothing to do here.
  if (user && !login.isPending) return <Navigate to={homePath(user)} replace />;

  return (
    <SignLayout title="Sign in" subtitle="Welcome back. Sign in with your work e-mail.">
      <SignMessage message={message} />
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <SubmitButton loading={login.isPending}>Sign in</SubmitButton>
      </Stack>
    </SignLayout>
  );
}
