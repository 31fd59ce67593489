// What only the signed-in pages use: toasts (lib/toasts.tsx, notistack loaded with the first one).
// They come with the shell (shell/shell-route.tsx). The date pickers' adapter (MUI X, dayjs) comes
// with the date fields (components/form-date-field.tsx), so a list downloads it only when a form
// with a date opens.
import type { ReactNode } from 'react';
import { ToastHost } from '../lib/toasts';

export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
