// The header's profile dropdown: Profile and Sign out (spec 000 §2).
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InitialsAvatar } from '../../components/initials-avatar';
import { errorMessage } from '../../lib/api-client';
import { useSession, useSignOut } from '../../lib/session';

export function ProfileMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
    navigate('/login', { replace: true });
  };

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        sx={{ borderRadius: 8, p: 0.5, pr: 1, gap: 1 }}
      >
        <InitialsAvatar image={user.profile_image} name={name} size={40} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', maxWidth: 180 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {name}
          </Typography>
          <Typography noWrap color="text.secondary" sx={{ fontSize: 12 }}>
            {user.email}
          </Typography>
        </Box>
        <KeyboardArrowDown fontSize="small" color="action" />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200, mt: 1 } } }}
      >
        <MenuItem onClick={goToProfile}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <Divider />
        <MenuItem onClick={onSignOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
