// The applicant list in SQL: filter conditions for the indexes of applicants.tables.ts, and one
// select that brings each row with its client, position, source, latest interview row and skills.
import { type ApplicantFilter, isClientViewer, type SessionUser } from '@staffdesk/shared';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import {
  applicantSources,
  cities,
  countries,
  interviewStatuses,
  skills,
  states,
} from '../master/master.tables';
import { containsPattern } from '../positions/db-errors';
import { scopedCompanyId } from '../positions/positions.scope';
import { positions } from '../positions/positions.tables';
import { applicantInterviews, applicantSkills, applicants } from './applicants.tables';

export const liveApplicant = isNull(applicants.deleted_at);

/**
 * The WHERE of the list: live rows, the viewer's company when scoped, then each filter given.
 * Client viewers search only what they can see, and cannot filter by the source or CTC they
 * cannot see.
 */
export function applicantConditions(filter: ApplicantFilter, viewer: SessionUser): SQL {
  const client = isClientViewer(viewer);
  const conditions: (SQL | undefined)[] = [liveApplicant];
  const clientId = scopedCompanyId(viewer) ?? filter.client_id;
  if (clientId !== undefined) conditions.push(eq(applicants.client_id, clientId));
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    // E-mails and phone numbers never contain a space, so a search with one skips contact_text.
    const contactSearch = !client && !/\s/.test(filter.search.trim());
    conditions.push(
      !contactSearch
        ? ilike(applicants.search_text, pattern)
        : or(ilike(applicants.search_text, pattern), ilike(applicants.contact_text, pattern)),
    );
  }
  if (filter.position_id !== undefined) conditions.push(eq(applicants.applying_position, filter.position_id));
  if (filter.skill_id) {
    conditions.push(
      sql`exists (select 1 from ${applicantSkills} where ${applicantSkills.applicant_id} = ${applicants.id} and ${inArray(applicantSkills.skill_id, filter.skill_id)})`,
    );
  }
  if (filter.interview_status_id !== undefined) {
    conditions.push(eq(applicants.current_interview_status_id, filter.interview_status_id));
  }
  if (filter.country_id !== undefined) conditions.push(eq(applicants.country_id, filter.country_id));
  if (filter.state_id !== undefined) conditions.push(eq(applicants.state_id, filter.state_id));
  if (filter.city_id !== undefined) conditions.push(eq(applicants.city_id, filter.city_id));
  if (!client) {
    if (filter.source_id !== undefined) conditions.push(eq(applicants.source_id, filter.source_id));
    if (filter.min_ctc) conditions.push(gte(applicants.expected_ctc, filter.min_ctc));
    if (filter.max_ctc) conditions.push(lte(applicants.expected_ctc, filter.max_ctc));
  }
  if (filter.min_experience !== undefined)
    conditions.push(gte(applicants.total_experience, filter.min_experience));
  if (filter.max_experience !== undefined)
    conditions.push(lte(applicants.total_experience, filter.max_experience));
  if (filter.max_notice_period !== undefined) {
    conditions.push(lte(applicants.notice_period_days, filter.max_notice_period));
  }
  return and(...conditions)!;
}

const currentInterview = alias(applicantInterviews, 'current_interview');
const currentStatus = alias(interviewStatuses, 'current_status');

const skillItems = sql<{ id: number; skill: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${skills.id}, 'skill', ${skills.name}) order by ${skills.name})
  from ${applicantSkills} join ${skills} on ${skills.id} = ${applicantSkills.skill_id}
  where ${applicantSkills.applicant_id} = ${applicants.id}), '[]'::json)`;

const selection = {
  row: applicants,
  company_name: companies.company_name,
  company_logo: companies.company_logo,
  position: positions.position,
  position_deleted: sql<boolean>`${positions.deleted_at} is not null`.mapWith(Boolean),
  source: applicantSources.name,
  current_interview: {
    id: currentInterview.id,
    interview_status_id: currentInterview.interview_status_id,
    status: currentStatus.name,
    comment: currentInterview.comment,
    interview_date: currentInterview.interview_date,
  },
  skill_items: skillItems,
  country: countries.country,
  state: states.state,
  city: cities.city,
};
/** A query for the ids of the rows to show (one page, or one applicant), built with `.where` etc. */
export const applicantIds = (db: DbOrTx) => db.select({ id: applicants.id }).from(applicants).$dynamic();
export type ApplicantIdQuery = ReturnType<typeof applicantIds>;

/**
 * The chosen applicants with everything the list and the view show. The ids come first, so the
 * joins and per-row subqueries run for those rows only (index lookups), never for the whole table.
 * The position is joined whether deleted or not: an applicant keeps showing what it applied for.
 */
export function selectApplicants(db: DbOrTx, ids: ApplicantIdQuery) {
  const chosen = db.$with('chosen').as(ids);
  return db
    .with(chosen)
    .select(selection)
    .from(chosen)
    .innerJoin(applicants, eq(applicants.id, chosen.id))
    .innerJoin(companies, eq(companies.id, applicants.client_id))
    .innerJoin(positions, eq(positions.id, applicants.applying_position))
    .innerJoin(countries, eq(countries.id, applicants.country_id))
    .leftJoin(states, eq(states.id, applicants.state_id))
    .leftJoin(cities, eq(cities.id, applicants.city_id))
    .leftJoin(applicantSources, eq(applicantSources.id, applicants.source_id))
    .leftJoin(currentInterview, eq(currentInterview.id, applicants.current_interview_id))
    .leftJoin(currentStatus, eq(currentStatus.id, currentInterview.interview_status_id))
    .orderBy(desc(applicants.id));
}
export type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

/**
 * The list's two queries, page and count, exactly as the API runs them (the benchmark EXPLAINs
 * these): the page's ids by the filter, newest first, then their rows; and the filter's count.
 */
export function applicantListQueries(
  db: DbOrTx,
  viewer: SessionUser,
  filter: ApplicantFilter,
  paging: { skip: number; limit: number },
) {
  const where = applicantConditions(filter, viewer);
  const ids = applicantIds(db)
    .where(where)
    .orderBy(desc(applicants.id))
    .limit(paging.limit)
    .offset(paging.skip);
  return {
    page: selectApplicants(db, ids),
    count: db.select({ count: count() }).from(applicants).where(where),
  };
}
