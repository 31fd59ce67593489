// Profile's "API keys" card (issue 26): the user's keys for scripts and other servers (name, prefix,
// read-only, expiry, last use), a new key (name, expiry, read-only) whose token is shown once with
// a copy button, and deleting a key after "Are you sure?".
import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  type ApiKeyBody,
  type ApiKeyItem,
  apiKeyBody,
  type CreatedApiKey,
  API_KEY_MESSAGES as M,
} from '@staffdesk/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormDateField } from '../../../components/form-date-field';
import { FormSwitch, FormTextField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useErrorToast } from '../../../lib/error-toast';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toasts';
import { useApiKeys, useCreateApiKey, useDeleteApiKey } from '../api/api-keys';
import { ProfileCard } from './profile-card';

const EMPTY: ApiKeyBody = { name: '', expires_at: '', read_only: false };

export function ApiKeysCard() {
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const { confirm, dialog } = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const askDelete = async (key: ApiKeyItem) => {
    if (
      !(await confirm({
        title: 'Are you sure?',
        text: M.deleteConfirm.replace('{name}', key.name),
        confirmText: 'Yes',
      }))
    )
      return;
    try {
      enqueueSnackbar((await remove.mutateAsync(key.id)).message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <ProfileCard
      title="API keys"
      action={
        !creating &&
        !created && (
          <Button variant="outlined" size="small" onClick={() => setCreating(true)}>
            New API key
          </Button>
        )
      }
    >
      <Typography color="text.secondary" sx={{ fontSize: 14, mb: 2 }}>
        A key lets a script or another server call the Staffdesk API as you, with your permissions (header{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>).
      </Typography>
      {created && <ShownOnce created={created} onDone={() => setCreated(null)} />}
      {creating && (
        <NewKeyForm
          onCancel={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {keys.isPending ? (
        <CircularProgress size={24} aria-label="Loading API keys" />
      ) : keys.isError ? (
        <Alert severity="error">{errorMessage(keys.error)}</Alert>
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">{M.none}</Typography>
      ) : (
        <List aria-label="API keys" disablePadding>
          {keys.data.map((key) => (
            <ListItem
              key={key.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => askDelete(key)}
                  aria-label={`Delete API key ${key.name}`}
                >
                  Delete
                </Button>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={
                  <Stack
                    component="span"
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span>{key.name}</span>
                    {key.read_only && <Chip size="small" variant="outlined" label="Read-only" />}
                  </Stack>
                }
                secondary={
                  <Stack component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {key.prefix}…
                    </Box>
                    <span>
                      {' '}
                      · Expires {key.expires_at ? formatDate(key.expires_at.slice(0, 10)) : 'never'}
                    </span>
                    <span> · Last used {key.last_used_at ? formatDateTime(key.last_used_at) : 'never'}</span>
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

function NewKeyForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey();
  const showError = useErrorToast();
  const form = useForm<ApiKeyBody>({ resolver: zodResolver(apiKeyBody) as never, defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onCreated((await create.mutateAsync(body)).data);
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.[0] : undefined;
      if (field && field.path in EMPTY)
        form.setError(field.path as keyof ApiKeyBody, { message: field.message }, { shouldFocus: true });
      else showError(error);
    }
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label="New API key"
        sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <FormTextField name="name" label="Name" required autoFocus />
        <FormDateField name="expires_at" label="Expires on (optional)" disablePast />
        <FormSwitch name="read_only" label="Read-only (can read, cannot change anything)" />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create key
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}

/** The new key's token, this once: a warning, the token to select, and a copy button. */
function ShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      enqueueSnackbar(M.copied, { variant: 'success' });
    } catch {
      enqueueSnackbar(M.copyFailed, { variant: 'warning' });
    }
  };
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>API key “{created.name}” created</Typography>
      <Typography sx={{ fontSize: 14, mb: 1.5 }}>{M.shownOnce}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="API key"
          value={created.token}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="contained" startIcon={<ContentCopy />} onClick={copy} sx={{ flexShrink: 0 }}>
          Copy
        </Button>
        <Button onClick={onDone} sx={{ flexShrink: 0 }}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}
