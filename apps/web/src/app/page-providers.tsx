// What only the signed-in pages use: toasts and the date pickers' adapter. They load with the shell
// (shell/shell-route.tsx), so the sign-in screens do not download notistack, MUI X and dayjs.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TOAST_MS } from '@staffdesk/shared';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>
    </SnackbarProvider>
  );
}
