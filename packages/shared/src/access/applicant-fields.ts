// Which applicant fields a viewer may see (spec 000 §6 "Client-type viewers"). The server leaves the
// hidden fields out of its answers; the web hides the same columns, inputs and filters.
import type { AccessSubject } from './hidden-keys';

/** User types that see only their own company's positions and applicants, in a reduced view. */
export const CLIENT_VIEWER_TYPES = ['client', 'partners_client'] as const;

export const isClientViewer = (subject: Pick<AccessSubject, 'type_slug'>) =>
  (CLIENT_VIEWER_TYPES as readonly string[]).includes(subject.type_slug);

/**
 * Fields left out for client viewers. The spec lists current_ctc, expected_ctc, phone, email,
 * linkedin, the CV upload, internal_hr_comments and the source; the interview history (who changed
 * the status and when, including removed rows) is internal audit data and is left out too.
 */
export const CLIENT_HIDDEN_APPLICANT_FIELDS = [
  'current_ctc',
  'expected_ctc',
  'phone',
  'email',
  'linkedin',
  'cv',
  'cv_name',
  'internal_hr_comments',
  'source',
  'source_id',
  'interview_history',
] as const;

export type HideableApplicantField = (typeof CLIENT_HIDDEN_APPLICANT_FIELDS)[number] | 'client_ctc';

/** Client CTC is shown to admins, and to role user only with the 'show-client ctc' permission. */
export const canSeeClientCtc = (subject: AccessSubject) =>
  subject.role_slug !== 'user' || subject.permissions_slug.includes('show-client ctc');

/** The applicant fields hidden from this viewer. */
export function hiddenApplicantFields(subject: AccessSubject): Set<HideableApplicantField> {
  const hidden = new Set<HideableApplicantField>(
    isClientViewer(subject) ? CLIENT_HIDDEN_APPLICANT_FIELDS : [],
  );
  if (!canSeeClientCtc(subject)) hidden.add('client_ctc');
  return hidden;
}

export const canSeeApplicantField = (subject: AccessSubject, field: HideableApplicantField) =>
  !hiddenApplicantFields(subject).has(field);

/** A copy of the record without the fields hidden from this viewer (the keys are removed, not nulled). */
export function withoutHiddenApplicantFields<T extends object>(record: T, subject: AccessSubject): T {
  const hidden = hiddenApplicantFields(subject);
  if (hidden.size === 0) return record;
  // Copied key by key rather than spread and `delete`d: deleting turns the object into a slow
  // dictionary for everything that reads it after (the answer's serializer).
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!hidden.has(key as HideableApplicantField)) copy[key] = value;
  }
  return copy as T;
}

/** Client viewers read "CTC" and "CV" where others read "Client CTC" and "Client CV". */
export function applicantFieldLabels(subject: Pick<AccessSubject, 'type_slug'>) {
  const client = isClientViewer(subject);
  return { client_ctc: client ? 'CTC' : 'Client CTC', client_cv: client ? 'CV' : 'Client CV' } as const;
}

/** A super-admin must upload a resume (spec 000 §5 Applicant form). */
export const resumeRequired = (subject: Pick<AccessSubject, 'type_slug'>) =>
  subject.type_slug === 'super-admin';
