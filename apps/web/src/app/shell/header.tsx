// 82 px header (spec §9): sidebar toggle, brand (links to /positions) and the profile dropdown.
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, IconButton, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../lib/access';
import { Brand } from '../../lib/brand';
import { homePath } from '../../lib/session';
import { HEADER_HEIGHT } from '../theme';
import { ProfileMenu } from './profile-menu';

export function Header({
  onToggleSidebar,
  sidebarOpen,
}: {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}) {
  const { user, can } = useAccess();
  // The brand goes to /positions; someone without the job portal would only meet "access denied" there.
  const brandTarget = can('list-positions') ? '/positions' : homePath(user);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar
        sx={{
          height: HEADER_HEIGHT,
          minHeight: HEADER_HEIGHT,
          gap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2 },
        }}
      >
        <IconButton
          onClick={onToggleSidebar}
          aria-label={sidebarOpen ? 'Collapse sidebar' : 'Open sidebar'}
          aria-expanded={sidebarOpen}
          edge="start"
        >
          <MenuIcon />
        </IconButton>
        {/* Named by its visible text, "Staffdesk" (the badge is decoration). */}
        <Link component={RouterLink} to={brandTarget} underline="none" sx={{ display: 'flex' }}>
          <Brand size={34} />
        </Link>
        <span style={{ flexGrow: 1 }} />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
