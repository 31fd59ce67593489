// Positions (spec 000 §2 Positions, §5 Position form, §6 scope): list, read, create, edit and
// soft-delete within the viewer's scope.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  canAccess,
  experienceMonths,
  type Pagination,
  POSITION_MESSAGES,
  type Position,
  type PositionFilter,
  type PositionInput,
  type PositionOption,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { listPage } from '../../lib/list-query';
import { applicants } from '../applicants/applicants.tables';
import { companies } from '../companies/companies.tables';
import { assertUsableFiles, type FileFieldValue } from '../uploads/file-use';
import { rethrowForeignKey } from './db-errors';
import { toPosition, toPositionListItem } from './positions.mapper';
import {
  livePosition,
  positionIds,
  positionList,
  searchCompanyIds,
  selectPositions,
} from './positions.queries';
import { scopedCompanyId } from './positions.scope';
import { positionPositionTypes, positionSkills, positions } from './positions.tables';

const M = POSITION_MESSAGES;

/** The form field each foreign key belongs to, for a 400 when an id names no row. */
const FOREIGN_KEYS = {
  company_id: M.companyRequired,
  status_id: M.statusRequired,
  country_id: M.countryRequired,
  state_id: 'Select or create the state',
  city_id: 'Select or create the city',
  skill_id: M.skillRequired,
  position_type_id: M.positionTypeRequired,
};

/** One page, newest first, and its count capped past the page (lib/list-query.ts). */
export async function listPositions(
  db: DbOrTx,
  viewer: SessionUser,
  filter: PositionFilter,
  paging: Pagination,
  countCap?: number,
) {
  const input = {
    filter,
    companyScope: scopedCompanyId(viewer),
    searchCompanies: await searchCompanyIds(db, filter.search),
  };
  const result = await positionList.run(db, input, paging, countCap);
  return listPage(result.rows.map(toPositionListItem), result, paging.limit);
}

function scoped(viewer: SessionUser) {
  const companyId = scopedCompanyId(viewer);
  return companyId === null ? undefined : eq(positions.company_id, companyId);
}

/** A live position the viewer may see; 404 otherwise, whether it exists elsewhere or not. */
export async function getPosition(db: DbOrTx, viewer: SessionUser, id: number): Promise<Position> {
  const [row] = await selectPositions(
    db,
    positionIds(db).where(and(eq(positions.id, id), livePosition, scoped(viewer))),
  );
  if (!row) throw notFound(M.notFound);
  return toPosition(row);
}

/** A client viewer's positions are always its own company's, whatever the form sent. */
async function ownedCompanyId(db: DbOrTx, viewer: SessionUser, requested: number) {
  const companyId = scopedCompanyId(viewer) ?? requested;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deleted_at)));
  if (!company) throw badRequest(M.companyRequired, 'company_id');
  return company.id;
}

function columns(input: PositionInput, companyId: number) {
  return {
    company_id: companyId,
    position: input.position,
    min_experience: input.min_experience,
    min_experience_type: input.min_experience_type,
    min_experience_months: experienceMonths(input.min_experience, input.min_experience_type),
    max_experience: input.max_experience,
    max_experience_type: input.max_experience_type,
    max_experience_months: experienceMonths(input.max_experience, input.max_experience_type),
    status_id: input.status_id,
    no_of_position: input.total_position,
    max_salary: input.max_salary,
    country_id: input.country_id,
    state_id: input.state_id,
    city_id: input.city_id,
    job_description: input.job_description,
    job_description_original: input.job_description ? input.job_description_original : null,
  };
}

async function writeLinks(tx: Tx, positionId: number, input: PositionInput) {
  await tx.delete(positionSkills).where(eq(positionSkills.position_id, positionId));
  await tx.delete(positionPositionTypes).where(eq(positionPositionTypes.position_id, positionId));
  await tx
    .insert(positionSkills)
    .values(input.skill_id.map((skill_id) => ({ position_id: positionId, skill_id })));
  await tx
    .insert(positionPositionTypes)
    .values(
      input.position_type_id.map((position_type_id) => ({ position_id: positionId, position_type_id })),
    );
}

const jdFile = (input: PositionInput): FileFieldValue => ({
  field: 'job_description',
  url: input.job_description,
  folder: 'jd',
  message: M.jdNotUploaded,
});

export async function createPosition(
  db: DbOrTx,
  viewer: SessionUser,
  input: PositionInput,
): Promise<Position> {
  await assertUsableFiles(db, viewer, [jdFile(input)]);
  const id = await db
    .transaction(async (tx) => {
      const companyId = await ownedCompanyId(tx, viewer, input.company_id);
      const [created] = await tx
        .insert(positions)
        .values({ ...columns(input, companyId), created_by: viewer.id, updated_by: viewer.id })
        .returning({ id: positions.id });
      await writeLinks(tx, created!.id, input);
      return created!.id;
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getPosition(db, viewer, id);
}

export async function updatePosition(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: PositionInput,
): Promise<Position> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          updated_at: positions.updated_at,
          company_id: positions.company_id,
          job_description: positions.job_description,
        })
        .from(positions)
        .where(and(eq(positions.id, id), livePosition, scoped(viewer)))
        .for('update');
      if (!current) throw notFound(M.notFound);
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) {
        throw conflict(M.changed);
      }
      await assertUsableFiles(tx, viewer, [jdFile(input)], [current.job_description]);
      const companyId = await ownedCompanyId(tx, viewer, input.company_id);
      if (companyId !== current.company_id && (await hasApplicants(tx, id))) {
        throw badRequest(M.companyLocked, 'company_id');
      }
      await tx
        .update(positions)
        .set({ ...columns(input, companyId), updated_by: viewer.id, updated_at: sql`now()` })
        .where(eq(positions.id, id));
      await writeLinks(tx, id, input);
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getPosition(db, viewer, id);
}

/** Applicants name the client and the position; moving a position would split them apart. */
async function hasApplicants(tx: Tx, positionId: number) {
  const [row] = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.applying_position, positionId), isNull(applicants.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/** Soft delete: the row stays, so its applicants still show the position they applied for. */
export async function deletePosition(db: DbOrTx, viewer: SessionUser, id: number) {
  const [deleted] = await db
    .update(positions)
    .set({ deleted_at: sql`now()`, updated_by: viewer.id })
    .where(and(eq(positions.id, id), livePosition, scoped(viewer)))
    .returning({ id: positions.id });
  if (!deleted) throw notFound(M.notFound);
}

/** The live positions of a company, as options for the applicant form; another company's → 404. */
/** The job-portal keys that use GET company-positions/:companyId (any one of them suffices). */
export const COMPANY_POSITIONS_KEYS = [
  'list-positions',
  'list-applicants',
  'create-applicant',
  'edit-applicant',
];

export async function companyPositions(
  db: DbOrTx,
  viewer: SessionUser,
  companyId: number,
): Promise<PositionOption[]> {
  // Issue 7: a session was enough. The list serves the applicant form and the position screens, so
  // one of their keys is needed, and a client viewer gets its own company's only.
  if (!COMPANY_POSITIONS_KEYS.some((key) => canAccess(viewer, key))) throw forbidden(AUTH_MESSAGES.forbidden);
  const scope = scopedCompanyId(viewer);
  if (scope !== null && scope !== companyId) throw notFound(M.companyNotFound);
  return db
    .select({ id: positions.id, position: positions.position })
    .from(positions)
    .where(and(eq(positions.company_id, companyId), livePosition))
    .orderBy(asc(positions.position), asc(positions.id));
}
