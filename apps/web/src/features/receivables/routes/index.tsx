// /accounts/receivables: the aging of what clients owe (issue 25), for accounts.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const agingPage = () => import('./receivables-page').then((m) => m.ReceivablesPage);
const remindersPage = () => import('./reminder-settings-page').then((m) => m.ReminderSettingsPage);

export const receivablesRoutes: RouteObject[] = [
  { path: 'accounts/receivables', lazy: lazyPage(agingPage, 'accounts') },
  { path: 'accounts/reminders', lazy: lazyPage(remindersPage, 'accounts') },
];
