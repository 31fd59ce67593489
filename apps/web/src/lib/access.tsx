// What the signed-in user may see, from the shared hidden-key rules (spec 000 §6). The server
// refuses the same keys with 403; hiding here is only so people are not shown dead ends.

import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Typography } from '@mui/material';
import { hiddenKeys, type SessionUser } from '@staffdesk/shared';
import { type ReactNode, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useSession } from './session';

export interface Access {
  user: SessionUser | null;
  hidden: ReadonlySet<string>;
  can: (key: string) => boolean;
}

export function accessFor(user: SessionUser | null): Access {
  const hidden: ReadonlySet<string> = user ? hiddenKeys(user) : new Set<string>();
  return { user, hidden, can: (key) => user !== null && !hidden.has(key) };
}

export function useAccess(): Access {
  const { user } = useSession();
  return useMemo(() => accessFor(user), [user]);
}

export const ACCESS_DENIED_MESSAGE = 'Please request permissions from Admin';

/** The access popups of spec 001 §6, shown when an action the viewer lacks is tried. */
export const ACCESS_POPUPS = {
  edit: "You don't have access to edit it",
  delete: "You don't have access to delete it",
  any: "You don't have access",
} as const;

export function AccessDenied() {
  return (
    <Box sx={{ py: 10, px: 2, textAlign: 'center' }} role="alert">
      <LockOutlined color="disabled" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h2" component="h1" gutterBottom>
        Access denied
      </Typography>
      <Typography color="text.secondary">{ACCESS_DENIED_MESSAGE}</Typography>
    </Box>
  );
}

/**
 * Renders its children (or the nested route) only when `keyName` is not hidden for the user,
 * otherwise the access-denied page. Usage: `element: <RequireAccess keyName="list-users"><UsersPage /></RequireAccess>`.
 */
export function RequireAccess({ keyName, children }: { keyName: string; children?: ReactNode }) {
  const { can } = useAccess();
  if (!can(keyName)) return <AccessDenied />;
  return children ?? <Outlet />;
}
