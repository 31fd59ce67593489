// A super-admin admin's setting: two-factor sign-in required of every super-admin user.
import { Box, CircularProgress, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { TWO_FACTOR_MESSAGES } from '@staffdesk/shared';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy';

export function TwoFactorPolicySwitch({ ownEnabled }: { ownEnabled: boolean }) {
  const policy = useTwoFactorPolicy(true);
  const save = useSaveTwoFactorPolicy();
  const { enqueueSnackbar } = useSnackbar();
  const helpId = useId();
  if (policy.isPending) return <CircularProgress size={20} sx={{ mt: 3 }} aria-label="Loading the setting" />;
  if (policy.isError) return null;
  const { require_for_super_admins: on, updated_at } = policy.data;
  // Turning it on needs one's own first (the server says so too).
  const blocked = !on && !ownEnabled;

  const toggle = async (checked: boolean) => {
    try {
      const { message } = await save.mutateAsync({ require_for_super_admins: checked, updated_at });
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      void policy.refetch();
    }
  };

  return (
    <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={blocked || save.isPending}
            onChange={(_event, checked) => void toggle(checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label="Require two-factor sign-in for every super-admin user"
      />
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {blocked
          ? TWO_FACTOR_MESSAGES.policyNeedsOwn
          : 'Super-admin users without it are asked to set it up before they can do anything else.'}
      </FormHelperText>
    </Box>
  );
}
