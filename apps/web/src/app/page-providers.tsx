// What only the signed-in pages use: toasts. They load with the shell (shell/shell-route.tsx). The
// date pickers' adapter (MUI X, dayjs) comes with the date fields (components/form-date-field.tsx),
// so a list downloads it only when a form with a date opens.
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
      {children}
    </SnackbarProvider>
  );
}
