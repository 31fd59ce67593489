// Bank changes waiting for a second person under /api/v1 (issue 21): the list, confirm and reject.
// The key 'bank-changes' is open to whoever has accounts or hrms; the service narrows it to the
// records of each (partners with accounts, employees with hrms).
import {
  BANK_CHANGE_MESSAGES,
  bankChangeListItem,
  bankChangeListQuery,
  bankChangeRejectBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actionRoute, crudRoutes } from '../../lib/crud-routes';
import { confirmBankChange, listBankChanges, rejectBankChange } from './bank-changes.service';

const tags = ['bank changes'];
const M = BANK_CHANGE_MESSAGES;

export async function bankChangesRoutes(fastify: FastifyInstance) {
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

  actionRoute(fastify, tags, {
    path: '/bank-changes/:id/confirm',
    access: 'bank-changes',
    summary: 'Confirm a pending bank change: the record takes the new values (403 for its maker)',
    body: z.object({}).describe('Empty: the change is confirmed as it was asked for'),
    record: bankChangeListItem,
    message: M.confirmed,
    run: (c, id) => confirmBankChange(c.deps, c.db, c.viewer, id),
  });
  actionRoute(fastify, tags, {
    path: '/bank-changes/:id/reject',
    access: 'bank-changes',
    summary: 'Reject a pending bank change with a reason; the record keeps its values',
    body: bankChangeRejectBody,
    record: bankChangeListItem,
    message: M.rejected,
    run: (c, id, body) => rejectBankChange(c.db, c.viewer, id, body.reason),
  });
}
