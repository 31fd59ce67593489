// The authenticated shell: fixed header, a 240 px sidebar that collapses (a temporary drawer on
// phones, < 800 px), and the page.
import { Box, Drawer, LinearProgress, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme';
import { Header } from './header';
import { SideMenu } from './side-menu';

export function ShellLayout() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  // A phone's closed drawer draws nothing until first opened (then stays, for a quick reopen):
  // its menu is not part of the first paint.
  const [phoneDrawn, setPhoneDrawn] = useState(false);
  const sidebarOpen = isPhone ? phoneOpen : desktopOpen;
  const toggle = () => {
    if (!isPhone) return setDesktopOpen((v) => !v);
    setPhoneDrawn(true);
    setPhoneOpen((v) => !v);
  };
  // The current page stays while the next one's code loads; a thin bar under the header says so.
  const pageLoading = useNavigation().state === 'loading';

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Header onToggleSidebar={toggle} sidebarOpen={sidebarOpen} />
      {pageLoading && (
        <LinearProgress
          aria-hidden
          sx={{
            position: 'fixed',
            top: HEADER_HEIGHT,
            left: 0,
            right: 0,
            height: 2,
            zIndex: theme.zIndex.drawer + 2,
          }}
        />
      )}
      {isPhone ? (
        <Drawer
          variant="temporary"
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          ModalProps={{ keepMounted: phoneDrawn }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        >
          {/* The header stays above a phone's drawer (higher z-index), so the menu starts below it. */}
          <Box sx={{ height: HEADER_HEIGHT, flexShrink: 0 }} />
          <SideMenu onNavigate={() => setPhoneOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="persistent"
          open={desktopOpen}
          sx={{
            width: desktopOpen ? SIDEBAR_WIDTH : 0,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            // The column itself carries the sidebar's look, so it runs the full length of a long
            // page (the fixed paper covers only the window, e.g. in a full-page screenshot).
            bgcolor: 'background.paper',
            borderRight: desktopOpen ? 1 : 0,
            borderColor: 'divider',
            '& .MuiDrawer-paper': {
              width: SIDEBAR_WIDTH,
              top: HEADER_HEIGHT,
              height: `calc(100% - ${HEADER_HEIGHT}px)`,
            },
          }}
        >
          <SideMenu />
        </Drawer>
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mt: `${HEADER_HEIGHT}px`,
          p: { xs: 1.5, sm: 2, md: 3 },
          bgcolor: 'background.default',
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
