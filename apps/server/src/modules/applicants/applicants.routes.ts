// Applicants under /api/v1 (spec 000 §7 Applicants). The lookups (applicant-sources,
// interview-status and their inline create) live in the master module.
import {
  APPLICANT_MESSAGES,
  applicant,
  applicantBody,
  applicantFilterBody,
  applicantListItem,
  envelope,
  idParam,
  listOf,
  messageOnly,
  paginationQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
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
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/filters/applicants',
    {
      config: { access: 'list-applicants' },
      schema: {
        tags,
        summary: 'A page of applicants matching the filter, newest first',
        description: `Client viewers get their own company’s applicants only. ${HIDDEN_NOTE}`,
        querystring: paginationQuery,
        body: applicantFilterBody,
        response: { 200: envelope(listOf(applicantListItem)) },
      },
    },
    async (request) => ({
      data: await listApplicants(app.deps.db, currentUser(request), request.body, request.query),
      message: M.listed,
    }),
  );

  app.get(
    '/applicants/:id',
    {
      config: { access: 'list-applicants' },
      schema: {
        tags,
        summary: 'One applicant with its interview rows',
        description: HIDDEN_NOTE,
        params: idParam,
        response: { 200: envelope(applicant) },
      },
    },
    async (request) => ({
      data: await getApplicant(app.deps.db, currentUser(request), request.params.id),
      message: M.fetched,
    }),
  );

  app.post(
    '/applicants',
    {
      config: { access: 'create-applicant' },
      schema: {
        tags,
        summary: 'Create an applicant with its interview rows',
        description: 'A super-admin must send a cv; everyone but client viewers a source_id.',
        body: applicantBody,
        response: { 201: envelope(applicant) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createApplicant(app.deps.db, currentUser(request), request.body),
        message: M.created,
      }),
  );

  app.put(
    '/applicants/:id',
    {
      config: { access: 'edit-applicant' },
      schema: {
        tags,
        summary: 'Update an applicant (409 when it changed since updated_at)',
        description:
          'Interview rows with an id update that row; a changed status or a left-out row keeps the old ' +
          'row in the history. Fields hidden from the caller keep their stored values.',
        params: idParam,
        body: applicantBody,
        response: { 200: envelope(applicant) },
      },
    },
    async (request) => ({
      data: await updateApplicant(app.deps.db, currentUser(request), request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.delete(
    '/applicants/:id',
    {
      config: { access: 'delete-applicant' },
      schema: {
        tags,
        summary: 'Delete an applicant (kept with its history, recoverable)',
        params: idParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteApplicant(app.deps.db, currentUser(request), request.params.id);
      return { data: null, message: M.deleted };
    },
  );
}
