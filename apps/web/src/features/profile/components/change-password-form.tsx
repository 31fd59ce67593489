// Change password with the shared passwordBody rules. Spec §9: the profile reloads 3 s after an update.
// The fields are controlled (Controller) so that emptying them after an update also lowers their
// labels: MUI cannot see a value reset() writes into an uncontrolled input.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type PasswordBody, passwordBody } from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useErrorToast } from '../../../lib/error-toast';
import { PasswordField } from '../../../lib/password-field';
import { useSnackbar } from '../../../lib/toasts';
import { PROFILE_KEY } from '../api/get-profile';
import { useUpdatePassword } from '../api/update-password';

export const PROFILE_RELOAD_AFTER_PASSWORD_MS = 3000;

const EMPTY: PasswordBody = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const update = useUpdatePassword();
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { control, handleSubmit, reset } = useForm<PasswordBody>({
    resolver: zodResolver(passwordBody),
    defaultValues: EMPTY,
  });

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await update.mutateAsync(body);
      enqueueSnackbar(message, { variant: 'success' });
      reset(EMPTY);
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        PROFILE_RELOAD_AFTER_PASSWORD_MS,
      );
    } catch (error) {
      showError(error, () => onSubmit());
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2.5 }}>
          Change password
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Change password">
          <PasswordInput control={control} name="current_password" label="Current password" />
          <PasswordInput control={control} name="new_password" label="New password" />
          <PasswordInput control={control} name="confirm_password" label="Confirm password" />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={update.isPending} sx={{ minWidth: 120 }}>
              Update
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PasswordInput({
  control,
  name,
  label,
}: {
  control: Control<PasswordBody>;
  name: keyof PasswordBody;
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PasswordField
          {...field}
          label={label}
          autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
          required
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
