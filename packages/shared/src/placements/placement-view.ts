// Who sees which placements and which of their figures (issue 24), one rule for the server (scope,
// mapper) and the web (columns, fields). The agency (hrms or accounts) sees everything; a client
// company its own placements with the bill rate; a partner the placements it supplies with the pay
// rate; an employee its own placements without either rate. Margin and notes are the agency's.
import { type AccessSubject, canAccess } from '../access/hidden-keys';

export type PlacementViewer =
  | { kind: 'agency' }
  | { kind: 'client'; company_id: number }
  | { kind: 'partner'; partners_account_id: number }
  | { kind: 'employee'; user_id: number };

interface Subject extends AccessSubject {
  id: number;
  company_id: number | null;
  partners_account_id: number | null;
}

/** The viewer's side of placements, or null when it sees none. */
export function placementViewer(subject: Subject): PlacementViewer | null {
  if (canAccess(subject, 'hrms') || canAccess(subject, 'accounts')) return { kind: 'agency' };
  if (subject.type_slug === 'employee') return { kind: 'employee', user_id: subject.id };
  if (subject.type_slug === 'partners' && subject.partners_account_id && canAccess(subject, 'view-profile'))
    return { kind: 'partner', partners_account_id: subject.partners_account_id };
  if (subject.company_id && canAccess(subject, 'company'))
    return { kind: 'client', company_id: subject.company_id };
  return null;
}

export interface PlacementFigures {
  bill: boolean;
  pay: boolean;
  /** Margin, notes, who created and changed it. */
  internal: boolean;
}

const FIGURES: Record<PlacementViewer['kind'], PlacementFigures> = {
  agency: { bill: true, pay: true, internal: true },
  client: { bill: true, pay: false, internal: false },
  partner: { bill: false, pay: true, internal: false },
  employee: { bill: false, pay: false, internal: false },
};

export const placementFigures = (viewer: PlacementViewer): PlacementFigures => FIGURES[viewer.kind];
