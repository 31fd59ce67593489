// The Applicants screens (spec 000 §2 Applicants): title, tabs, header button and their keys.
import type { ResourceDeclaration } from '../../../components/resource-header';

export const APPLICANTS: ResourceDeclaration = {
  path: '/applicants',
  title: 'Applicants',
  singular: 'Applicant',
  keys: { list: 'list-applicants', create: 'create-applicant', edit: 'edit-applicant' },
};
