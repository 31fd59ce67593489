// The two reimbursement areas (spec 001 §2): /employee/reimbursements, where an employee files and
// follows its own claims (breadcrumb root /employee/profile), and /hrms/reimbursements, where hrms
// views and decides them (no create). The area is taken from the path.
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../../components/resource-header';

export type ReimbursementArea = 'employee' | 'hrms';

export const REIMBURSEMENT_RESOURCES: Record<ReimbursementArea, ResourceDeclaration> = {
  employee: {
    path: '/employee/reimbursements',
    title: 'Reimbursements',
    singular: 'Reimbursement',
    keys: {
      list: 'employee-reimbursements',
      create: 'employee-reimbursements',
      edit: 'employee-reimbursements',
    },
    root: { label: 'Profile', to: '/employee/profile' },
  },
  hrms: {
    path: '/hrms/reimbursements',
    title: 'Reimbursements',
    singular: 'Reimbursement',
    keys: { list: 'hrms', create: null, edit: 'hrms' },
  },
};

export function useReimbursementArea() {
  const { pathname } = useLocation();
  const area: ReimbursementArea = pathname.startsWith('/hrms/') ? 'hrms' : 'employee';
  return { area, resource: REIMBURSEMENT_RESOURCES[area], own: area === 'employee' };
}

/** An employee changes or deletes a claim only while it is Submitted (hrms has decided the rest). */
export const isOpen = (claim: { status_slug: string }) => claim.status_slug === 'submitted';
