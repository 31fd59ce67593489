// Invoice routes of spec 001 §2: the accounts area (list, create, view, edit) behind 'accounts' and
// the company area (list, view, limited edit) behind 'company'; every page loads on demand.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./invoices-list-page').then((m) => m.InvoicesListPage);
const formPage = () => import('./invoice-form-page').then((m) => m.InvoiceFormPage);
const companyPage = () => import('./company-invoice-page').then((m) => m.CompanyInvoicePage);

export const invoicesRoutes: RouteObject[] = [
  {
    path: 'accounts/invoices',
    children: [
      { index: true, lazy: lazyPage(listPage, 'accounts') },
      { path: 'create', lazy: lazyPage(formPage, 'accounts') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'accounts') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'accounts') },
    ],
  },
  {
    path: 'company/invoices',
    children: [
      { index: true, lazy: lazyPage(listPage, 'company') },
      { path: 'view/:id', lazy: lazyPage(companyPage, 'company') },
      { path: 'edit/:id', lazy: lazyPage(companyPage, 'company') },
    ],
  },
];
