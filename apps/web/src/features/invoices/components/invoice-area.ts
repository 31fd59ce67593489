// The two invoice areas of spec 001 §2 share screens: /accounts/invoices (create, edit, e-mail) and
// /company/invoices (the client's own, limited edit). The area is taken from the path (§1).
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type InvoiceArea = 'accounts' | 'company';

export const INVOICE_RESOURCES: Record<InvoiceArea, ResourceDeclaration> = {
  accounts: {
    path: '/accounts/invoices',
    title: 'Invoices',
    singular: 'Invoice',
    keys: { list: 'accounts', create: 'accounts', edit: 'accounts' },
  },
  // A company user lacks 'accounts', so the create tab and button stay hidden there.
  company: {
    path: '/company/invoices',
    title: 'Invoices',
    singular: 'Invoice',
    keys: { list: 'company', create: 'accounts', edit: 'company' },
  },
};

export function useInvoiceArea(): { area: InvoiceArea; resource: ResourceDeclaration } {
  const { pathname } = useLocation();
  const area: InvoiceArea = pathname.startsWith('/company/') ? 'company' : 'accounts';
  return { area, resource: INVOICE_RESOURCES[area] };
}
