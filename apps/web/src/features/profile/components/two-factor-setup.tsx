// Setting up two-factor sign-in: scan the QR code (or type the key), then confirm one code.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  type TwoFactorSetup as SetupAnswer,
  type TwoFactorEnableBody,
  twoFactorEnableBody,
} from '@staffdesk/shared';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useEnableTwoFactor } from '../api/enable-two-factor';

/** The key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorSetup({
  answer,
  onEnabled,
  onCancel,
}: {
  answer: SetupAnswer;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, setError } = useForm<TwoFactorEnableBody>({
    resolver: zodResolver(twoFactorEnableBody),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { data, message } = await enable.mutateAsync(body);
      enqueueSnackbar(message, { variant: 'success' });
      onEnabled(data.recovery_codes);
    } catch (error) {
      // A wrong code belongs under the field; anything else is a toast.
      const field = error instanceof ApiError ? error.errors?.find((e) => e.path === 'code') : undefined;
      if (field) setError('code', { message: field.message }, { shouldFocus: true });
      else enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          1. Scan this QR code with your authenticator app
        </Typography>
        <Box
          component="img"
          src={answer.qr_code}
          alt="QR code to add Staffdesk to your authenticator app"
          sx={{
            display: 'block',
            width: 184,
            height: 184,
            my: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Cannot scan it? Enter this key in the app instead:
        </Typography>
        <Typography
          component="code"
          aria-label="Set-up key"
          sx={{
            display: 'inline-block',
            mt: 0.5,
            fontFamily: 'monospace',
            fontSize: '0.95rem',
          }}
        >
          {grouped(answer.secret)}
        </Typography>
      </Box>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label="Confirm two-factor sign-in"
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          2. Enter the 6-digit code the app shows
        </Typography>
        <Controller
          name="code"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Code from the app"
              autoComplete="one-time-code"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              sx={{ maxWidth: 240 }}
            />
          )}
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={enable.isPending}>
            Turn on
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
