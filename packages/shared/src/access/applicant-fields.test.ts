// Spec 000 §6 "Client-type viewers": which applicant fields each viewer may see.
import { describe, expect, it } from 'vitest';
import {
  applicantFieldLabels,
  CLIENT_HIDDEN_APPLICANT_FIELDS,
  canSeeClientCtc,
  hiddenApplicantFields,
  isClientViewer,
  resumeRequired,
  withoutHiddenApplicantFields,
} from './applicant-fields';
import type { AccessSubject } from './hidden-keys';

const viewer = (type_slug: string, role_slug: string, permissions_slug: string[] = []): AccessSubject => ({
  type_slug,
  role_slug,
  permissions_slug,
});
const SPEC_HIDDEN = [
  'current_ctc',
  'expected_ctc',
  'phone',
  'email',
  'linkedin',
  'cv',
  'internal_hr_comments',
];

describe('client viewers', () => {
  it('are the client and partners_client types', () => {
    expect(isClientViewer(viewer('client', 'admin'))).toBe(true);
    expect(isClientViewer(viewer('partners_client', 'user'))).toBe(true);
    expect(isClientViewer(viewer('super-admin', 'admin'))).toBe(false);
    expect(isClientViewer(viewer('partners', 'admin'))).toBe(false);
  });

  it('do not see the CTCs, contact details, CV, HR comments or source', () => {
    for (const type of ['client', 'partners_client']) {
      const hidden = hiddenApplicantFields(viewer(type, 'admin'));
      for (const field of [...SPEC_HIDDEN, 'source', 'source_id'])
        expect(hidden.has(field as never)).toBe(true);
    }
  });

  it('staff see every field', () => {
    expect(hiddenApplicantFields(viewer('super-admin', 'admin')).size).toBe(0);
    expect(hiddenApplicantFields(viewer('super-admin', 'user', ['show-client ctc'])).size).toBe(0);
  });
});

describe("client CTC follows 'show-client ctc'", () => {
  it('is shown to role admin of any type', () => {
    expect(canSeeClientCtc(viewer('client', 'admin'))).toBe(true);
    expect(canSeeClientCtc(viewer('super-admin', 'admin'))).toBe(true);
  });
  it('is hidden from role user without the permission, super-admin included', () => {
    expect(hiddenApplicantFields(viewer('client', 'user')).has('client_ctc')).toBe(true);
    expect(hiddenApplicantFields(viewer('super-admin', 'user')).has('client_ctc')).toBe(true);
  });
  it('is shown to role user with the permission', () => {
    expect(hiddenApplicantFields(viewer('client', 'user', ['show-client ctc'])).has('client_ctc')).toBe(
      false,
    );
    expect(hiddenApplicantFields(viewer('super-admin', 'user', ['show-client ctc'])).has('client_ctc')).toBe(
      false,
    );
  });
});

describe('withoutHiddenApplicantFields', () => {
  const record = {
    id: 1,
    first_name: 'Asha',
    phone: '9876543210',
    email: 'asha@example.com',
    current_ctc: '500000',
    expected_ctc: '700000',
    client_ctc: '650000',
    cv: '/files/cv.pdf',
    client_cv: '/files/client-cv.pdf',
    source: 'LinkedIn',
  };

  it('removes the keys for a client viewer, keeping what they may see', () => {
    const shown = withoutHiddenApplicantFields(record, viewer('client', 'admin'));
    for (const field of CLIENT_HIDDEN_APPLICANT_FIELDS) expect(field in shown).toBe(false);
    expect(shown).toMatchObject({
      id: 1,
      first_name: 'Asha',
      client_ctc: '650000',
      client_cv: '/files/client-cv.pdf',
    });
  });

  it('removes client_ctc for a role user without the permission', () => {
    expect('client_ctc' in withoutHiddenApplicantFields(record, viewer('super-admin', 'user'))).toBe(false);
  });

  it('returns everything to an admin of the staffing company', () => {
    expect(withoutHiddenApplicantFields(record, viewer('super-admin', 'admin'))).toEqual(record);
  });
});

describe('labels and the resume rule', () => {
  it('relabels Client CTC and Client CV as CTC and CV for client viewers', () => {
    expect(applicantFieldLabels(viewer('client', 'user'))).toEqual({ client_ctc: 'CTC', client_cv: 'CV' });
    expect(applicantFieldLabels(viewer('super-admin', 'admin'))).toEqual({
      client_ctc: 'Client CTC',
      client_cv: 'Client CV',
    });
  });
  it('asks a super-admin for a resume', () => {
    expect(resumeRequired(viewer('super-admin', 'user'))).toBe(true);
    expect(resumeRequired(viewer('client', 'admin'))).toBe(false);
  });
});
