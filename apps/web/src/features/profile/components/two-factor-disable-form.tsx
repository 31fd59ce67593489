// Turning two-factor sign-in off: the password and a code of the app (or a recovery code).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { type TwoFactorDisableBody, twoFactorDisableBody } from '@staffdesk/shared';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../lib/password-field';
import { useSnackbar } from '../../../lib/toasts';
import { useDisableTwoFactor } from '../api/disable-two-factor';

export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, setError } = useForm<TwoFactorDisableBody>({
    resolver: zodResolver(twoFactorDisableBody),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await disable.mutateAsync(body);
      enqueueSnackbar(message, { variant: 'success' });
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.[0] : undefined;
      if (field?.path === 'password' || field?.path === 'code')
        setError(field.path, { message: field.message }, { shouldFocus: true });
      // A recovery code answered as such is still the "code" field here.
      else if (field?.path === 'recovery_code')
        setError('code', { message: field.message }, { shouldFocus: true });
      else enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={onSubmit}
      aria-label="Turn off two-factor sign-in"
    >
      <Typography color="text.secondary">
        Confirm with your password and a code from your app (or one of your recovery codes).
      </Typography>
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            label="Password"
            autoComplete="current-password"
            required
            autoFocus
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Code or recovery code"
            autoComplete="one-time-code"
            required
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" color="error" loading={disable.isPending}>
          Turn off
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
