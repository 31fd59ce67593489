// Groups open one at a time; clicking the open group closes it (spec 000 §2). /profile is always
// reachable from the header's account menu; the side menu links it too unless a group already has a
// Profile entry (a partner's Partner Details, an employee's Your Details), so no menu shows two.
// Markup: a nav holding one list whose every child is an item (a group with its own nested list, or
// a link), with the "MENU" caption above the list rather than loose inside it.

import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { DASHBOARD_ROUTE } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { groupIcon, groupOf, hasDashboard, isActive, itemIcon, sideMenuFor } from './menu';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const groups = useMemo(() => sideMenuFor(user), [user]);
  const groupHasProfile = groups.some((group) => group.items.some((item) => item.label === 'Profile'));
  const currentGroup = groupOf(groups, pathname);
  // The dashboard is a link of its own: no group opens on it.
  const onDashboard = isActive(pathname, DASHBOARD_ROUTE);
  const [openGroup, setOpenGroup] = useState<string | null>(
    currentGroup ?? (onDashboard ? null : (groups[0]?.id ?? null)),
  );

  // Following a link into another group opens that group.
  useEffect(() => {
    if (currentGroup) setOpenGroup(currentGroup);
  }, [currentGroup]);

  return (
    <Box component="nav" aria-label="Main menu" sx={{ px: 1.5, py: 2 }}>
      <Typography
        color="text.secondary"
        sx={{ px: 2, fontSize: 12, fontWeight: 500, lineHeight: 2.5, letterSpacing: 1 }}
      >
        MENU
      </Typography>
      <List disablePadding>
        {hasDashboard(user) && (
          <MenuLink
            label="Dashboard"
            to={DASHBOARD_ROUTE}
            icon={DashboardOutlined}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        )}
        {groups.map((group) => {
          const open = openGroup === group.id;
          const GroupIcon = groupIcon(group.id);
          return (
            <li key={group.id}>
              <ListItemButton
                onClick={() => setOpenGroup(open ? null : group.id)}
                aria-expanded={open}
                sx={{ mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <GroupIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={group.label}
                  slotProps={{ primary: { fontWeight: 600, fontSize: 14 } }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List disablePadding>
                  {group.items.map((item) => (
                    <MenuLink
                      key={item.to}
                      label={item.label}
                      to={item.to}
                      icon={itemIcon(item.to)}
                      pathname={pathname}
                      nested
                      onNavigate={onNavigate}
                    />
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
        {!groupHasProfile && (
          <MenuLink
            label="Profile"
            to="/profile"
            icon={PersonOutline}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        )}
      </List>
    </Box>
  );
}

function MenuLink({
  label,
  to,
  icon: Icon,
  pathname,
  nested = false,
  onNavigate,
}: {
  label: string;
  to: string;
  icon: SvgIconComponent;
  pathname: string;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const selected = isActive(pathname, to);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        onClick={onNavigate}
        aria-current={selected ? 'page' : undefined}
        sx={{
          pl: nested ? 4 : 2,
          mb: 0.5,
          '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
          '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { fontSize: 14 } }} />
      </ListItemButton>
    </li>
  );
}
