// The items of the header's profile dropdown (profile-menu.tsx), loaded the first time it opens.
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { DropdownMenu } from '../../components/dropdown-menu';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onProfile: () => void;
  onSignOut: () => void;
}

export function AccountMenu({ anchor, onClose, onProfile, onSignOut }: AccountMenuProps) {
  return (
    <DropdownMenu anchor={anchor} onClose={onClose} minWidth={200}>
      <MenuItem onClick={onProfile}>
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
    </DropdownMenu>
  );
}
