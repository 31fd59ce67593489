// Position rows to wire shapes: experience as text and as the form's number and unit, amounts as text.
import { experienceText, type Position, type PositionListItem } from '@staffdesk/shared';
import type { positions } from './positions.tables';

export interface PositionRow {
  row: typeof positions.$inferSelect;
  company_name: string;
  company_logo: string | null;
  status: string;
  country: string;
  state: string | null;
  city: string | null;
  skill_items: { id: number; skill: string }[];
  position_type_items: { id: number; position_type: string }[];
  application_count: number;
}

export function toPositionListItem(r: PositionRow): PositionListItem {
  const p = r.row;
  return {
    id: p.id,
    company_id: p.company_id,
    company_name: r.company_name,
    company_logo: r.company_logo,
    position: p.position,
    position_type_id: r.position_type_items.map((t) => t.id),
    position_types: r.position_type_items.map((t) => t.position_type).join(', '),
    skill_id: r.skill_items.map((s) => s.id),
    skills: r.skill_items.map((s) => s.skill).join(', '),
    min_experience: experienceText(p.min_experience, p.min_experience_type),
    min_experience_value: p.min_experience,
    min_experience_type: p.min_experience_type,
    max_experience: experienceText(p.max_experience, p.max_experience_type),
    max_experience_value: p.max_experience,
    max_experience_type: p.max_experience_type,
    status_id: p.status_id,
    status: r.status,
    no_of_position: p.no_of_position,
    max_salary: p.max_salary,
    country_id: p.country_id,
    country: r.country,
    state_id: p.state_id,
    state: r.state,
    city_id: p.city_id,
    city: r.city,
    job_description: p.job_description,
    job_description_original: p.job_description_original,
    application_count: r.application_count,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

export const toPosition = (r: PositionRow): Position => ({
  ...toPositionListItem(r),
  skill_items: r.skill_items,
  position_type_items: r.position_type_items,
});
