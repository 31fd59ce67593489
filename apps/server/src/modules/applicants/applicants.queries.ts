// The applicant list in SQL: filter conditions for the indexes of applicants.tables.ts, and one
// select that brings each row with its client, position, source, latest interview row and skills.
import { type ApplicantFilter, isClientViewer, type SessionUser } from '@staffdesk/shared';
import { desc, eq, gte, ilike, isNull, like, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { defineList, equalTo, type ListCondition, newestFirst, param } from '../../lib/list-query';
import { containsPattern, isShortSearch, prefixPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import {
  applicantSources,
  cities,
  countries,
  interviewStatuses,
  skills,
  states,
} from '../master/master.tables';
import { scopedCompanyId } from '../positions/positions.scope';
import { positions } from '../positions/positions.tables';
import { applicantInterviews, applicantSkills, applicants } from './applicants.tables';

export const liveApplicant = isNull(applicants.deleted_at);

/**
 * The list's conditions, one per filter, each with its values as placeholders (lib/list-query.ts).
 * Client viewers search only what they can see, and cannot filter by the source or CTC they cannot
 * see. A search of three characters or more matches anywhere (trigram indexes); one or two
 * characters match the start of the name (prefix index, lib/search.ts).
 */
const conditions: ListCondition<ApplicantListInput>[] = [
  equalTo(
    'client',
    applicants.client_id,
    ({ filter, viewer }) => scopedCompanyId(viewer) ?? filter.client_id,
  ),
  {
    name: 'search',
    planPerValue: true,
    values: ({ filter, viewer }) =>
      searchKind(filter, viewer) === 'name'
        ? { search: containsPattern(filter.search!.toLowerCase()) }
        : undefined,
    where: () => ilike(applicants.search_text, param('search')),
  },
  {
    // E-mails and phone numbers never contain a space, so a search with one skips contact_text.
    name: 'searchWithContact',
    planPerValue: true,
    values: ({ filter, viewer }) =>
      searchKind(filter, viewer) === 'contact'
        ? { search: containsPattern(filter.search!.toLowerCase()) }
        : undefined,
    where: () =>
      or(ilike(applicants.search_text, param('search')), ilike(applicants.contact_text, param('search'))),
  },
  {
    name: 'searchPrefix',
    planPerValue: true,
    values: ({ filter }) =>
      filter.search && isShortSearch(filter.search)
        ? { searchPrefix: prefixPattern(filter.search) }
        : undefined,
    where: () => like(applicants.search_text, param('searchPrefix')),
  },
  equalTo('position', applicants.applying_position, ({ filter }) => filter.position_id),
  {
    name: 'skills',
    values: ({ filter }) => (filter.skill_id ? { skills: filter.skill_id } : undefined),
    where: () =>
      sql`exists (select 1 from ${applicantSkills} where ${applicantSkills.applicant_id} = ${applicants.id} and ${applicantSkills.skill_id} = any(${param('skills')}::int[]))`,
  },
  equalTo('status', applicants.current_interview_status_id, ({ filter }) => filter.interview_status_id),
  equalTo('country', applicants.country_id, ({ filter }) => filter.country_id),
  equalTo('state', applicants.state_id, ({ filter }) => filter.state_id),
  equalTo('city', applicants.city_id, ({ filter }) => filter.city_id),
  equalTo('source', applicants.source_id, ({ filter, viewer }) => staffOnly(viewer, filter.source_id)),
  {
    name: 'minCtc',
    planPerValue: true,
    values: ({ filter, viewer }) => optional('minCtc', staffOnly(viewer, filter.min_ctc || undefined)),
    where: () => gte(applicants.expected_ctc, param('minCtc')),
  },
  {
    name: 'maxCtc',
    planPerValue: true,
    values: ({ filter, viewer }) => optional('maxCtc', staffOnly(viewer, filter.max_ctc || undefined)),
    where: () => lte(applicants.expected_ctc, param('maxCtc')),
  },
  {
    name: 'minExperience',
    planPerValue: true,
    values: ({ filter }) => optional('minExperience', filter.min_experience),
    where: () => gte(applicants.total_experience, param('minExperience')),
  },
  {
    name: 'maxExperience',
    planPerValue: true,
    values: ({ filter }) => optional('maxExperience', filter.max_experience),
    where: () => lte(applicants.total_experience, param('maxExperience')),
  },
  {
    name: 'maxNotice',
    planPerValue: true,
    values: ({ filter }) => optional('maxNotice', filter.max_notice_period),
    where: () => lte(applicants.notice_period_days, param('maxNotice')),
  },
];

export interface ApplicantListInput {
  filter: ApplicantFilter;
  viewer: SessionUser;
}

/** Which search applies: none, a name search, one that also reads contact details (staff), or a prefix. */
function searchKind(filter: ApplicantFilter, viewer: SessionUser) {
  if (!filter.search) return null;
  if (isShortSearch(filter.search)) return 'prefix';
  return !isClientViewer(viewer) && !/\s/.test(filter.search.trim()) ? 'contact' : 'name';
}

const staffOnly = <T>(viewer: SessionUser, value: T | undefined) =>
  isClientViewer(viewer) ? undefined : value;
const optional = (name: string, value: unknown) => (value === undefined ? undefined : { [name]: value });

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

/** Live applicants by the filter, newest first: the page's ids, then their rows; the capped count. */
export const applicantList = defineList<ApplicantListInput, ApplicantRow>({
  name: 'applicants',
  table: applicants,
  always: liveApplicant,
  conditions,
  page: (db, where, paging) =>
    selectApplicants(
      db,
      applicantIds(db).where(where).orderBy(desc(applicants.id)).limit(paging.limit).offset(paging.offset),
    ),
  keyset: newestFirst(applicants.id, (r) => r.row.id),
});
