import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Stack, TextField } from '@mui/material';
import { type ForgotPasswordBody, forgotPasswordBody } from '@staffdesk/shared';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { SignLayout } from '../components/sign-layout';
import { SignMessage, useSignMessage } from '../components/sign-message';
import { SubmitButton } from '../components/submit-button';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const [message, setMessage] = useSignMessage(watch);

  const onSubmit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      const { message: text } = await forgot.mutateAsync(body);
      setMessage({ severity: 'success', text });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
  });

  return (
    <SignLayout
      title="Forgot password"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
    >
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
        <SubmitButton loading={forgot.isPending}>Send reset link</SubmitButton>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </SignLayout>
  );
}
