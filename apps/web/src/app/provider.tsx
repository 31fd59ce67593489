// Everything a screen needs around it: theme, server cache, toasts and date pickers.

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TOAST_MS } from '@staffdesk/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '../lib/query-client';
import { theme } from './theme';

export function AppProvider({
  children,
  client = appQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          preventDuplicate
        >
          <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
