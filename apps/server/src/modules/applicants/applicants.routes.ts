// Applicants under /api/v1 (spec 000 §7 Applicants). The lookups (applicant-sources,
// interview-status and their inline create) live in the master module.
import {
  APPLICANT_MESSAGES,
  applicant,
  applicantBody,
  applicantFilterBody,
  applicantListItem,
  paginationQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes';
import { applicantFiles } from './applicants.files';
import {
  createApplicant,
  deleteApplicant,
  getApplicant,
  listApplicants,
  updateApplicant,
} from './applicants.service';

const tags = ['applicants'];
const M = APPLICANT_MESSAGES;
const HIDDEN_NOTE =
  'For client viewers the CTCs, phone, e-mail, LinkedIn, CV, internal HR comments and source are left ' +
  "out; client_ctc is left out for role user without 'show-client ctc'.";

export async function applicantsRoutes(fastify: FastifyInstance) {
  crudRoutes(fastify, {
    tags,
    record: applicant,
    files: applicantFiles,
    list: {
      method: 'POST',
      path: '/filters/applicants',
      export: 'applicants',
      access: 'list-applicants',
      summary: 'A page of applicants matching the filter, newest first',
      description: `Client viewers get their own company’s applicants only. ${HIDDEN_NOTE}`,
      query: paginationQuery,
      body: applicantFilterBody,
      item: applicantListItem,
      message: M.listed,
      run: (c, { query, body }) => listApplicants(c.db, c.viewer, body, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/applicants/:id',
      access: 'list-applicants',
      summary: 'One applicant with its interview rows',
      description: HIDDEN_NOTE,
      message: M.fetched,
      run: (c, id) => getApplicant(c.db, c.viewer, id),
    },
    create: {
      path: '/applicants',
      access: 'create-applicant',
      summary: 'Create an applicant with its interview rows',
      description: 'A super-admin must send a cv; everyone but client viewers a source_id.',
      body: applicantBody,
      message: M.created,
      run: (c, body) => createApplicant(c.db, c.viewer, body),
    },
    update: {
      path: '/applicants/:id',
      access: 'edit-applicant',
      summary: 'Update an applicant (409 when it changed since updated_at)',
      description:
        'Interview rows with an id update that row; a changed status or a left-out row keeps the old ' +
        'row in the history. Fields hidden from the caller keep their stored values.',
      body: applicantBody,
      message: M.updated,
      run: (c, id, body) => updateApplicant(c.db, c.viewer, id, body),
    },
    remove: {
      path: '/applicants/:id',
      access: 'delete-applicant',
      summary: 'Delete an applicant (kept with its history, recoverable)',
      message: M.deleted,
      run: (c, id) => deleteApplicant(c.db, c.viewer, id),
    },
  });
}
