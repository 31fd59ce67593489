// Profile's "Two-factor sign-in" card (issue 21): off → set up (QR code, one code) → the recovery
// codes, shown once → on (turn off with the password and a code). A super-admin admin also finds
// the setting that requires it of every super-admin user here.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { TwoFactorSetup as SetupAnswer } from '@staffdesk/shared';
import { useState } from 'react';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorPolicySwitch } from './two-factor-policy-switch';
import { TwoFactorSetup } from './two-factor-setup';

type Step =
  | { name: 'status' }
  | { name: 'setup'; answer: SetupAnswer }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

export function TwoFactorCard({ onDone }: { onDone?: () => void }) {
  const status = useTwoFactor();
  const setup = useSetupTwoFactor();
  const { can } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const back = () => setStep({ name: 'status' });

  const start = async () => {
    try {
      const { data } = await setup.mutateAsync();
      setStep({ name: 'setup', answer: data });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const body = () => {
    if (status.isPending) return <CircularProgress size={24} aria-label="Loading two-factor sign-in" />;
    if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
    const { enabled, enabled_at, recovery_codes_left, required } = status.data;
    if (step.name === 'setup')
      return (
        <TwoFactorSetup
          answer={step.answer}
          onEnabled={(codes) => setStep({ name: 'codes', codes })}
          onCancel={back}
        />
      );
    if (step.name === 'codes')
      return (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            back();
            onDone?.();
          }}
        />
      );
    if (step.name === 'disable') return <TwoFactorDisableForm onDone={back} />;
    if (!enabled)
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            Protect your account with a code from an authenticator app (Google Authenticator, Microsoft
            Authenticator, 1Password …) as well as your password.
          </Typography>
          <Button variant="contained" onClick={start} loading={setup.isPending}>
            Set up
          </Button>
        </Stack>
      );
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Signing in asks for a code from your authenticator app. On since{' '}
          {enabled_at ? formatDateTime(enabled_at) : ''};{' '}
          {recovery_codes_left === 1 ? '1 recovery code' : `${recovery_codes_left} recovery codes`} left.
        </Typography>
        {required ? (
          <Typography variant="body2" color="text.secondary">
            Required for super-admin users, so it cannot be turned off.
          </Typography>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setStep({ name: 'disable' })}>
            Turn off
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2">
            Two-factor sign-in
          </Typography>
          {status.data && (
            <Chip
              size="small"
              label={status.data.enabled ? 'On' : 'Off'}
              color={status.data.enabled ? 'success' : 'default'}
            />
          )}
        </Box>
        {body()}
        {can('security-settings') && status.data && step.name === 'status' && (
          <TwoFactorPolicySwitch ownEnabled={status.data.enabled} />
        )}
      </CardContent>
    </Card>
  );
}
