// Reimbursements under /api/v1 (spec 001 §7 Reimbursements, paths not shown there; issue 11).
import {
  envelope,
  REIMBURSEMENT_MESSAGES,
  reimbursement,
  reimbursementBody,
  reimbursementClaimant,
  reimbursementListItem,
  reimbursementListQuery,
  reimbursementStatus,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { reimbursementFiles } from './reimbursements.files';
import {
  createReimbursement,
  deleteReimbursement,
  getReimbursement,
  listClaimants,
  listReimbursements,
  listStatuses,
  updateReimbursement,
} from './reimbursements.service';

const tags = ['reimbursements'];
const M = REIMBURSEMENT_MESSAGES;
const SCOPE = 'hrms sees every claim; an employee only its own.';

export async function reimbursementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  crudRoutes(fastify, {
    tags,
    record: reimbursement,
    files: reimbursementFiles,
    list: {
      path: '/reimbursements',
      export: 'reimbursements',
      access: 'session',
      summary: 'A page of reimbursement claims, newest first (hrms may filter by employee and status)',
      description: SCOPE,
      query: reimbursementListQuery,
      item: reimbursementListItem,
      message: M.listed,
      run: ({ db, viewer }, { query }) => listReimbursements(db, viewer, query),
    },
    get: {
      path: '/reimbursements/:id',
      access: 'session',
      summary: 'One claim with its expense lines and receipts',
      description: SCOPE,
      message: M.fetched,
      run: ({ db, viewer }, id) => getReimbursement(db, viewer, id),
    },
    create: {
      path: '/reimbursements',
      access: 'employee-reimbursements',
      summary: 'Submit a claim (an employee, for itself); it starts Submitted',
      description: 'documentList holds the expense lines, each with its receipt (document, document_name).',
      body: reimbursementBody,
      message: M.created,
      run: ({ deps, viewer }, body) => createReimbursement(deps, viewer, body),
    },
    update: {
      path: '/reimbursements/:id',
      access: 'session',
      summary:
        'Change a claim: its employee while Submitted; hrms also the status, approved amount and reason',
      description:
        'Status changes follow Submitted → Approved | Rejected, Approved → Paid | Rejected, Rejected → Submitted; ' +
        'an approved amount below the claimed total, and a rejection, need approval_reason. The employee is e-mailed.',
      body: reimbursementBody,
      message: M.updated,
      run: ({ deps, viewer }, id, body) => updateReimbursement(deps, viewer, id, body),
    },
    remove: {
      path: '/reimbursements/:id',
      access: 'session',
      summary: 'Delete a claim (its employee, while Submitted)',
      message: M.deleted,
      run: ({ db, viewer }, id) => deleteReimbursement(db, viewer, id),
    },
  });

  app.get(
    '/reimbursements/claimants',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary: "The employees who have filed a claim (hrms's employee filter)",
        response: { 200: envelope(z.array(reimbursementClaimant)) },
      },
    },
    async () => ({ data: await listClaimants(app.deps.db), message: M.claimantsListed }),
  );

  app.get(
    '/master/reimbursement-statuses',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The reimbursement statuses (a lookup)',
        response: { 200: envelope(z.array(reimbursementStatus)) },
      },
    },
    async () => ({ data: await listStatuses(app.deps.db), message: M.statusesListed }),
  );
}
