// The error toast of a failed write. When the server could not be reached, the toast stays until
// the user acts and offers Retry, which sends the same request again; the form behind it is left
// as it was, so nothing typed is lost. Any other failure shows the server's message as before.
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { errorMessage, isUnreachable } from './api-client';
import { useSnackbar } from './toasts';

// Each unreachable toast has its own key: a Retry that fails at once must show again, while the
// toast it closed is still leaving (notistack drops a duplicate of a toast still on screen).
let unreachableToasts = 0;

export function useErrorToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown, retry?: () => unknown) => {
      if (!retry || !isUnreachable(error)) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return;
      }
      unreachableToasts += 1;
      enqueueSnackbar(errorMessage(error), {
        variant: 'error',
        key: `unreachable-${unreachableToasts}`,
        persist: true,
        action: (key: SnackbarKey) => (
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                retry();
              }}
            >
              Retry
            </Button>
            <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={() => closeSnackbar(key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
