// Answers of the positions API and its lookups for the screen tests.
import { POSITION_MESSAGES, type Position, type PositionListItem } from '@staffdesk/shared';

export const lookupHandlers = {
  'GET companies': () => ({
    data: [
      { id: 3, company_name: 'Acme', company_logo: null },
      { id: 4, company_name: 'Globex', company_logo: null },
    ],
    message: 'Companies',
  }),
  'GET master/position-types': () => ({
    data: [
      { id: 1, position_type: 'Full Time' },
      { id: 2, position_type: 'Contract' },
    ],
    message: '',
  }),
  'GET master/skills': () => ({
    data: [
      { id: 4, skill: 'Java' },
      { id: 5, skill: 'React' },
    ],
    message: '',
  }),
  'GET master/position-status': () => ({
    data: [
      { id: 1, status: 'Open' },
      { id: 2, status: 'Closed' },
    ],
    message: '',
  }),
  'GET master/countries': () => ({ data: [{ id: 101, country: 'India' }], message: '' }),
  'GET master/states': () => ({ data: [{ id: 10, state: 'Karnataka', country_id: 101 }], message: '' }),
  'GET master/cities': () => ({ data: [{ id: 20, city: 'Bengaluru', state_id: 10 }], message: '' }),
};

export const samplePosition = (over: Partial<Position> = {}): Position => ({
  id: 7,
  company_id: 3,
  company_name: 'Acme',
  company_logo: null,
  position: 'Backend Engineer',
  position_type_id: [1],
  position_types: 'Full Time',
  skill_id: [4],
  skills: 'Java',
  min_experience: '2 Year(s)',
  min_experience_value: 2,
  min_experience_type: 2,
  max_experience: '6 Year(s)',
  max_experience_value: 6,
  max_experience_type: 2,
  status_id: 1,
  status: 'Open',
  no_of_position: 3,
  max_salary: '500000',
  country_id: 101,
  country: 'India',
  state_id: null,
  state: null,
  city_id: null,
  city: null,
  job_description: null,
  job_description_original: null,
  application_count: 2,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
  skill_items: [{ id: 4, skill: 'Java' }],
  position_type_items: [{ id: 1, position_type: 'Full Time' }],
  ...over,
});

export const positionsPage = (list: PositionListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: POSITION_MESSAGES.listed,
});
