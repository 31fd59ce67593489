// The header's profile dropdown: Profile and Sign out (spec 000 §2). The menu itself
// (account-menu.tsx) loads when the pointer or the focus first reaches the button.
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InitialsAvatar } from '../../components/initials-avatar';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { errorMessage } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { useOnDemand } from '../../lib/on-demand';
import { useSession, useSignOut } from '../../lib/session';
import { useSnackbar } from '../../lib/toasts';

const loadAccountMenu = () => import('./account-menu').then((m) => m.AccountMenu);

/** Below 600 px the name and e-mail leave the screen but stay in the button's name. */
const SEEN_FROM_SM = { '@media (max-width: 599.95px)': VISUALLY_HIDDEN } as const;

export function ProfileMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [AccountMenu, loadMenu] = useOnDemand(loadAccountMenu);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();

  const close = () => setAnchor(null);
  const goToProfile = () => {
    close();
    navigate('/profile');
  };
  const onSignOut = async () => {
    close();
    try {
      await signOut();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    browser.go('/login');
  };

  return (
    <>
      {/* Named by what it shows, the user's name and e-mail; on a phone they are read, not seen. */}
      <ButtonBase
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          loadMenu();
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        sx={{ borderRadius: 8, p: 0.5, pr: 1, gap: 1 }}
      >
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <InitialsAvatar image={user.profile_image} name={name} size={40} />
        </Box>
        <Box sx={{ textAlign: 'left', maxWidth: 180, ...SEEN_FROM_SM }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {name}
          </Typography>
          <Typography noWrap color="text.secondary" sx={{ fontSize: 12 }}>
            {user.email}
          </Typography>
        </Box>
        <KeyboardArrowDown fontSize="small" color="action" />
      </ButtonBase>
      {/* Drawn from the first opening on, so it can animate its closing. */}
      {AccountMenu && (
        <AccountMenu anchor={anchor} onClose={close} onProfile={goToProfile} onSignOut={onSignOut} />
      )}
    </>
  );
}
