// Where the positions screens link to and what "Open JD" says when there is nothing to open.
import type { PositionListItem } from '@staffdesk/shared';

/** Spec 000 §2: the application count goes to /applicants?position={position}&client={company id}. */
export const applicantsLink = (row: Pick<PositionListItem, 'id' | 'company_id'>) =>
  `/applicants?position=${row.id}&client=${row.company_id}`;

/** Shown by "Open JD" when the position has no job description. */
export const JD_NOT_FOUND = 'JD not found';
