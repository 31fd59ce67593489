// The side menu of spec 000 §2: groups and entries come from the shared rules (visibleMenu), which
// also gate the server; this file adds icons and keeps to the areas the web app has built so far.

import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { type AccessSubject, type MenuGroup, visibleMenu } from '@staffdesk/shared';

/**
 * Groups whose screens exist in the web app. The company, HRMS, accounts, partner and employee
 * areas add their group id here when their routes land, so the menu never leads to a not-found page.
 */
export const BUILT_GROUPS: ReadonlySet<string> = new Set(['jobPortal', 'admin']);

const GROUP_ICONS: Record<string, SvgIconComponent> = {
  jobPortal: WorkOutline,
  admin: AdminPanelSettingsOutlined,
  company: BusinessOutlined,
  hrms: PeopleAltOutlined,
  accounts: AccountBalanceOutlined,
  partners: HandshakeOutlined,
  partnerDetails: HandshakeOutlined,
};
const ITEM_ICONS: Record<string, SvgIconComponent> = {
  '/positions': BadgeOutlined,
  '/applicants': AssignmentIndOutlined,
  '/users': GroupOutlined,
};

export const groupIcon = (id: string) => GROUP_ICONS[id] ?? ChevronRight;
export const itemIcon = (to: string) => ITEM_ICONS[to] ?? ChevronRight;

/** The groups the user sees, in order; a group with no visible entry is left out. */
export function sideMenuFor(user: AccessSubject | null): MenuGroup[] {
  if (!user) return [];
  return visibleMenu(user).filter((group) => BUILT_GROUPS.has(group.id));
}

export const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
