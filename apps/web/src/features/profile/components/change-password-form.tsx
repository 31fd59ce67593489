// Change password with the shared passwordBody rules. Spec §9: the profile reloads 3 s after an update.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type PasswordBody, passwordBody } from '@staffdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../lib/password-field';
import { PROFILE_KEY } from '../api/get-profile';
import { useUpdatePassword } from '../api/update-password';

export const PROFILE_RELOAD_AFTER_PASSWORD_MS = 3000;

const EMPTY: PasswordBody = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const update = useUpdatePassword();
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordBody>({ resolver: zodResolver(passwordBody), defaultValues: EMPTY });

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
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2.5 }}>
          Change password
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Change password">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            {...register('current_password')}
            error={!!errors.current_password}
            helperText={errors.current_password?.message}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            {...register('new_password')}
            error={!!errors.new_password}
            helperText={errors.new_password?.message}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...register('confirm_password')}
            error={!!errors.confirm_password}
            helperText={errors.confirm_password?.message}
          />
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
