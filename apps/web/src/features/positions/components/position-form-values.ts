// Between the loaded position, the form's fields and the body sent to POST/PUT positions.
import type { Position, PositionBody } from '@staffdesk/shared';

const YEARS = 2;

/** Empty form: selects start unset so the schema's "Select …" messages apply; units read Year(s). */
export const emptyPositionValues = (companyId?: number | null): PositionBody => ({
  company_id: companyId ?? '',
  position: '',
  position_type_id: [],
  skill_id: [],
  min_experience: '',
  min_experience_type: YEARS,
  max_experience: '',
  max_experience_type: YEARS,
  status_id: '',
  total_position: '',
  max_salary: '',
  country_id: '',
  state_id: '',
  city_id: '',
  job_description: null,
  job_description_original: null,
});

export const positionToFormValues = (position: Position): PositionBody => ({
  company_id: position.company_id,
  position: position.position,
  position_type_id: position.position_type_id,
  skill_id: position.skill_id,
  min_experience: String(position.min_experience_value),
  min_experience_type: position.min_experience_type,
  max_experience: String(position.max_experience_value),
  max_experience_type: position.max_experience_type,
  status_id: position.status_id,
  total_position: String(position.no_of_position),
  max_salary: position.max_salary ?? '',
  country_id: position.country_id,
  state_id: position.state_id ?? '',
  city_id: position.city_id ?? '',
  job_description: position.job_description,
  job_description_original: position.job_description_original,
  updated_at: position.updated_at,
});
