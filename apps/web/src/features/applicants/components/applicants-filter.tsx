// The applicants filter (spec 000 §2 Applicants, §5 "Filter"): search, client and its positions,
// skills, source, interview status, location, CTC range, experience and notice period. Client
// viewers have no client, source or CTC filters (spec 000 §6). ?client and ?position are the
// spec's names (links from the positions list use them).
import { APPLICANT_MESSAGES } from '@staffdesk/shared';
import { lazy } from 'react';
import { defineListFilter, searchField } from '../../../components/list-filter-fields';

// With the form's chunk (react-hook-form, the autocomplete), not with the list's first paint.
const ApplicantPositionFilter = lazy(() =>
  import('./applicant-position-filter').then((m) => ({ default: m.ApplicantPositionFilter })),
);

const numeric = (name: string, label: string, staffOnly = false) =>
  ({ name, label, kind: 'text', input: 'text', numeric: true, staffOnly }) as const;

export const APPLICANT_FILTER = defineListFilter({
  label: 'Filter applicants',
  schema: () => import('./applicants-filter-schema').then((m) => m.schema),
  fields: [
    searchField('Name, e-mail, phone, skill, company'),
    {
      name: 'client_id',
      param: 'client',
      kind: 'id',
      input: 'companies',
      label: 'Client',
      clears: ['position_id'],
      staffOnly: true,
    },
    {
      name: 'position_id',
      param: 'position',
      kind: 'id',
      input: 'custom',
      label: 'Position',
      component: ApplicantPositionFilter,
      // Empty, it waits for a client, except for a client viewer (its own positions).
      light: {
        disabled: (clientViewer) => !clientViewer,
        placeholder: (clientViewer) => (clientViewer ? undefined : 'Choose a client first'),
      },
    },
    { name: 'skill_id', kind: 'ids', input: 'lookup', lookup: 'skills', label: 'Skills', multiple: true },
    {
      name: 'source_id',
      kind: 'id',
      input: 'lookup',
      lookup: 'applicant-sources',
      label: 'Source',
      staffOnly: true,
    },
    {
      name: 'interview_status_id',
      kind: 'id',
      input: 'lookup',
      lookup: 'interview-status',
      label: 'Interview Status',
    },
    { input: 'location' },
    numeric('min_ctc', 'Min CTC', true),
    numeric('max_ctc', 'Max CTC', true),
    numeric('min_experience', 'Min Experience (years)'),
    numeric('max_experience', 'Max Experience (years)'),
    numeric('max_notice_period', 'Notice Period (max days)'),
  ],
  // Spec 000 §5: the reversed CTC range is answered with an error toast.
  toastErrors: [APPLICANT_MESSAGES.ctcRange],
});
