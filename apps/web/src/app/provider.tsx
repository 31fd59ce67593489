// What every screen needs around it, the sign-in screens included: theme and server cache. The
// signed-in pages add theirs (page-providers.tsx) when the shell loads.

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
