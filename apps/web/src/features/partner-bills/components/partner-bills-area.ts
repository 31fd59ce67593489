// The two sides of partners' bills (issue 25): a partner files and follows its own under
// /partners/bills; accounts checks and pays every partner's under /accounts/partner-bills.

import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type BillArea = 'accounts' | 'partner';

export const BILL_RESOURCES: Record<BillArea, ResourceDeclaration> = {
  accounts: {
    path: '/accounts/partner-bills',
    title: 'Partner Bills',
    singular: 'Bill',
    createLabel: 'File a Bill',
    keys: { list: 'accounts', create: 'accounts', edit: 'accounts' },
  },
  partner: {
    path: '/partners/bills',
    title: 'Bills',
    singular: 'Bill',
    createLabel: 'File a Bill',
    keys: { list: 'partner-own-bills', create: 'partner-own-bills', edit: 'accounts' },
  },
};

export function useBillArea() {
  const area: BillArea = useLocation().pathname.startsWith('/accounts') ? 'accounts' : 'partner';
  return { area, resource: BILL_RESOURCES[area] };
}
