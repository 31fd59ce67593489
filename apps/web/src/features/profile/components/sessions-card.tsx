// Profile's "Signed-in sessions" card (issue 21): where the account is signed in, and ending one
// session or every other one.
import { Alert, Button, Chip, CircularProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import type { UserSession } from '@staffdesk/shared';
import { useConfirm } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { ProfileCard } from './profile-card';

export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      enqueueSnackbar((await action()).message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const end = async (session: UserSession) => {
    if (
      await confirm({
        title: 'Are you sure?',
        text: `Sign out ${session.device}? That browser will need to sign in again.`,
        confirmText: 'Yes',
      })
    )
      await run(() => endOne.mutateAsync(session.id));
  };
  const endAll = async () => {
    if (
      await confirm({
        title: 'Are you sure?',
        text: 'Sign out every other session? Only this browser stays signed in.',
        confirmText: 'Yes',
      })
    )
      await run(() => endOthers.mutateAsync());
  };

  return (
    <ProfileCard
      title="Signed-in sessions"
      action={
        <Button
          variant="outlined"
          size="small"
          onClick={endAll}
          disabled={others === 0}
          loading={endOthers.isPending}
        >
          Sign out all other sessions
        </Button>
      }
    >
      {sessions.isPending ? (
        <CircularProgress size={24} aria-label="Loading sessions" />
      ) : sessions.isError ? (
        <Alert severity="error">{errorMessage(sessions.error)}</Alert>
      ) : (
        <List aria-label="Signed-in sessions" disablePadding>
          {sessions.data.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip size="small" color="primary" variant="outlined" label="This browser" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => end(session)}
                    aria-label={`Sign out ${session.device}, ${session.ip ?? 'unknown IP'}`}
                  >
                    Sign out
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={session.device}
                secondary={
                  <Stack component="span" sx={{ display: 'block' }}>
                    <span>IP {session.ip ?? 'unknown'}</span>
                    <span> · Last active {formatDateTime(session.last_seen_at)}</span>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {dialog}
    </ProfileCard>
  );
}
