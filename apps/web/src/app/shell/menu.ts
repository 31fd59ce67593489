// The side menu of spec 000 §2: groups and entries come from the shared rules (visibleMenu), which
// also gate the server; this file adds icons and keeps to the areas the web app has built so far.

import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { type AccessSubject, canAccess, type MenuGroup, REPORTS_KEY, visibleMenu } from '@staffdesk/shared';

/**
 * Entries whose screens exist in the web app. Each area adds its paths here when its routes land,
 * so the menu never leads to a not-found page; a group without a built entry is left out.
 */
export const BUILT_PATHS: ReadonlySet<string> = new Set([
  '/positions',
  '/applicants',
  '/users',
  '/company/profile',
  '/hrms/clients',
  '/partners',
  '/partners/profile',
  '/accounts/invoices',
  '/accounts/billing-run',
  '/accounts/receivables',
  '/accounts/margin',
  '/accounts/reminders',
  '/accounts/bank-changes',
  '/company/invoices',
  '/hrms/employees',
  '/company/employees',
  '/employee/profile',
  '/hrms/payrolls',
  '/employee/payrolls',
  '/hrms/leaves',
  '/company/leaves',
  '/employee/leaves',
  '/hrms/holidays',
  '/company/holidays',
  '/company/attendance',
  '/employee/holidays',
  '/hrms/reimbursements',
  '/employee/reimbursements',
  '/hrms/placements',
  '/company/placements',
  '/partners/placements',
  '/accounts/partner-bills',
  '/partners/bills',
  '/employee/timesheets',
  '/hrms/timesheets',
  '/company/timesheets',
]);

const GROUP_ICONS: Record<string, SvgIconComponent> = {
  jobPortal: WorkOutline,
  admin: AdminPanelSettingsOutlined,
  company: BusinessOutlined,
  hrms: PeopleAltOutlined,
  accounts: AccountBalanceOutlined,
  partners: HandshakeOutlined,
  partnerDetails: HandshakeOutlined,
  yourDetails: BadgeOutlined,
  holidays: EventAvailableOutlined,
  reimbursements: ReceiptOutlined,
};
const ITEM_ICONS: Record<string, SvgIconComponent> = {
  '/positions': BadgeOutlined,
  '/applicants': AssignmentIndOutlined,
  '/users': GroupOutlined,
  '/company/profile': BusinessOutlined,
  '/hrms/clients': BusinessOutlined,
  '/partners': HandshakeOutlined,
  '/partners/profile': HandshakeOutlined,
  '/accounts/invoices': ReceiptLongOutlined,
  '/accounts/billing-run': PlaylistAddCheckOutlined,
  '/accounts/receivables': RequestQuoteOutlined,
  '/accounts/margin': TrendingUpOutlined,
  '/accounts/reminders': NotificationsActiveOutlined,
  '/accounts/bank-changes': AccountBalanceOutlined,
  '/company/invoices': ReceiptLongOutlined,
  '/hrms/employees': PeopleAltOutlined,
  '/company/employees': PeopleAltOutlined,
  '/employee/profile': BadgeOutlined,
  '/hrms/leaves': EventBusyOutlined,
  '/company/leaves': EventBusyOutlined,
  '/employee/leaves': EventBusyOutlined,
  '/hrms/holidays': EventAvailableOutlined,
  '/company/holidays': EventAvailableOutlined,
  '/company/attendance': EventNoteOutlined,
  '/employee/holidays': EventAvailableOutlined,
  '/hrms/payrolls': PaymentsOutlined,
  '/employee/payrolls': PaymentsOutlined,
  '/hrms/reimbursements': ReceiptOutlined,
  '/employee/reimbursements': ReceiptOutlined,
  '/accounts/partner-bills': RequestQuoteOutlined,
  '/partners/bills': RequestQuoteOutlined,
  '/hrms/placements': WorkHistoryOutlined,
  '/company/placements': WorkHistoryOutlined,
  '/partners/placements': WorkHistoryOutlined,
  '/employee/timesheets': AccessTimeOutlined,
  '/hrms/timesheets': AccessTimeOutlined,
  '/company/timesheets': AccessTimeOutlined,
};

export const groupIcon = (id: string) => GROUP_ICONS[id] ?? ChevronRight;
export const itemIcon = (to: string) => ITEM_ICONS[to] ?? ChevronRight;

/** Whether the menu starts with the dashboard (issue 25): hrms and accounts. */
export const hasDashboard = (user: AccessSubject | null) => !!user && canAccess(user, REPORTS_KEY);

/** The groups the user sees, in order; a group with no visible entry is left out. */
export function sideMenuFor(user: AccessSubject | null): MenuGroup[] {
  if (!user) return [];
  return visibleMenu(user)
    .map((group) => ({ ...group, items: group.items.filter((item) => BUILT_PATHS.has(item.to)) }))
    .filter((group) => group.items.length > 0);
}

export const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The group a page belongs to: the one holding its entry, else the one whose entries share the
 * page's area (/accounts/…), so a page without an entry of its own never opens another group.
 */
export function groupOf(groups: readonly MenuGroup[], pathname: string): string | undefined {
  const byEntry = groups.find((group) => group.items.some((item) => isActive(pathname, item.to)));
  if (byEntry) return byEntry.id;
  const area = pathname.split('/')[1];
  if (!area) return undefined;
  return groups.find((group) => group.items.some((item) => item.to.split('/')[1] === area))?.id;
}
