// Data scope of the job portal (DESIGN.md convention 5): a client viewer sees only its own
// company's positions and applicants; staff see every company's.
import { isClientViewer, type SessionUser } from '@staffdesk/shared';

/** The only company a viewer may see, or null when it may see all. A client without one sees none (0). */
export const scopedCompanyId = (viewer: SessionUser): number | null =>
  isClientViewer(viewer) ? (viewer.company_id ?? 0) : null;
