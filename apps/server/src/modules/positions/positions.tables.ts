// Positions, their skills and position types. Experience is kept as the form's number and unit and
// as months, the unit the list filters in. The trigram index serves the partial-text search.
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { companies } from '../companies/companies.tables';
import { cities, countries, positionStatuses, positionTypes, skills, states } from '../master/master.tables';
import { users } from '../users/users.tables';

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: text('position').notNull(),
    min_experience: smallint('min_experience').notNull(),
    min_experience_type: smallint('min_experience_type').notNull(),
    min_experience_months: integer('min_experience_months').notNull(),
    max_experience: smallint('max_experience').notNull(),
    max_experience_type: smallint('max_experience_type').notNull(),
    max_experience_months: integer('max_experience_months').notNull(),
    status_id: integer('status_id')
      .notNull()
      .references(() => positionStatuses.id),
    no_of_position: integer('no_of_position').notNull(),
    /** Up to 20 digits, so numeric rather than bigint; read as text to stay exact. */
    max_salary: numeric('max_salary', { precision: 20, scale: 0 }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    state_id: integer('state_id').references(() => states.id),
    city_id: integer('city_id').references(() => cities.id),
    job_description: text('job_description'),
    job_description_original: text('job_description_original'),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => {
    const live = sql`${t.deleted_at} is null`;
    return [
      index('positions_company_idx').on(t.company_id, t.id).where(live),
      index('positions_status_idx').on(t.status_id).where(live),
      index('positions_country_idx').on(t.country_id).where(live),
      index('positions_state_idx').on(t.state_id).where(live),
      index('positions_city_idx').on(t.city_id).where(live),
      index('positions_salary_idx').on(t.max_salary).where(live),
      index('positions_experience_idx').on(t.min_experience_months, t.max_experience_months).where(live),
      index('positions_position_trgm_idx').using('gin', t.position.op('gin_trgm_ops')),
      // One- and two-character searches match the start of the title (lib/search.ts).
      index('positions_position_prefix_idx').on(sql`lower(${t.position}) text_pattern_ops`).where(live),
    ];
  },
);

export const positionSkills = pgTable(
  'position_skills',
  {
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [
    primaryKey({ columns: [t.position_id, t.skill_id] }),
    index('position_skills_skill_idx').on(t.skill_id, t.position_id),
  ],
);

export const positionPositionTypes = pgTable(
  'position_position_types',
  {
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    position_type_id: integer('position_type_id')
      .notNull()
      .references(() => positionTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.position_id, t.position_type_id] }),
    index('position_position_types_type_idx').on(t.position_type_id, t.position_id),
  ],
);
