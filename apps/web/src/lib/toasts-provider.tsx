// notistack's provider, loaded with the first toast (toasts.tsx): it takes the toasts that waited.
import { TOAST_MS } from '@staffdesk/shared';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToasts } from './toasts';

export default function ToastsProvider() {
  // notistack's own enqueueSnackbar reaches the provider mounted last, this one.
  useEffect(() => {
    attachToasts(enqueueSnackbar, closeSnackbar);
    return () => attachToasts(undefined);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
    />
  );
}
