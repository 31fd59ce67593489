// Bank changes waiting for a second person under /api/v1 (issue 21): the list, confirm and reject.
// The key 'bank-changes' is open to whoever has accounts or hrms; the service narrows it to the
// records of each (partners with accounts, employees with hrms).
import {
  BANK_CHANGE_MESSAGES,
  bankChangeListItem,
  bankChangeListQuery,
  bankChangeRejectBody,
  envelope,
  idParam,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { confirmBankChange, listBankChanges, rejectBankChange } from './bank-changes.service';

const tags = ['bank changes'];
const M = BANK_CHANGE_MESSAGES;

export async function bankChangesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  crudRoutes(fastify, {
    tags,
    record: bankChangeListItem,
    list: {
      path: '/bank-changes',
      access: 'bank-changes',
      summary: 'Bank changes of partners (accounts) and employees (hrms), newest first',
      description:
        'Old and new values are masked. `status=pending` gives the changes waiting for a second person.',
      query: bankChangeListQuery,
      item: bankChangeListItem,
      message: M.listed,
      run: (c, { query }) => listBankChanges(c.db, c.viewer, query, c.deps.config.listCountCap),
    },
  });

  app.post(
    '/bank-changes/:id/confirm',
    {
      config: { access: 'bank-changes' },
      schema: {
        tags,
        summary: 'Confirm a pending bank change: the record takes the new values (403 for its maker)',
        params: idParam,
        body: z.object({}).describe('Empty: the change is confirmed as it was asked for'),
        response: { 200: envelope(bankChangeListItem) },
      },
    },
    async (request) => ({
      data: await confirmBankChange(app.deps, app.deps.db, currentUser(request), request.params.id),
      message: M.confirmed,
    }),
  );

  app.post(
    '/bank-changes/:id/reject',
    {
      config: { access: 'bank-changes' },
      schema: {
        tags,
        summary: 'Reject a pending bank change with a reason; the record keeps its values',
        params: idParam,
        body: bankChangeRejectBody,
        response: { 200: envelope(bankChangeListItem) },
      },
    },
    async (request) => ({
      data: await rejectBankChange(app.deps.db, currentUser(request), request.params.id, request.body.reason),
      message: M.rejected,
    }),
  );
}
