// Partner accounts under /api/v1: the select list of the user form (spec 000), the Partners area
// and a partner user's own profile (spec 001 §2, §7 Partners).
import {
  envelope,
  PARTNER_MESSAGES,
  type Partner,
  partner,
  partnerAccountOption,
  partnerBody,
  partnerListItem,
  partnerListQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answered, crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import {
  createPartner,
  deletePartner,
  getPartnerAsViewer,
  getPartnerProfile,
  listPartners,
  updatePartner,
  updatePartnerProfile,
} from './partner-accounts.service';
import { partnerFiles } from './partners.files';
import { listPartnersAccountOptions } from './partners.service';

const tags = ['partners'];
const M = PARTNER_MESSAGES;
const MASKED =
  'Bank values are masked (•••• 1234) unless the caller is the partner’s admin or a super-admin; ' +
  '`bank_change_pending` is a change waiting for confirmation (the values shown are the confirmed ones).';
const BANK_CHANGE =
  'Bank fields change only by the partner’s admin or a super-admin, with `current_password`; the ' +
  'change then waits for a second person (POST bank-changes/{id}/confirm) and the partner’s ' +
  'primary e-mail is told (no values). Others must send them empty or unchanged (403).';

/** The update's answer, saying when the bank change waits for confirmation. */
const updatedAnswer =
  (message: string) =>
  ({ record, bankPending }: { record: Partner; bankPending: boolean }) =>
    answered(record, bankPending ? `${message}. ${M.bankPending}` : message);

export async function partnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/master/partners-accounts',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Partner accounts to choose from (a partner user gets its own)',
        response: { 200: envelope(z.array(partnerAccountOption)) },
      },
    },
    async (request) => ({
      data: await listPartnersAccountOptions(app.deps.db, currentUser(request)),
      message: 'Partners accounts',
    }),
  );

  crudRoutes(fastify, {
    tags,
    record: partner,
    files: partnerFiles,
    list: {
      path: '/partners',
      export: 'partners',
      access: 'list-partners',
      summary: 'A page of live partner accounts by name, with an optional search',
      description: 'The account number is always masked here.',
      query: partnerListQuery,
      item: partnerListItem,
      message: M.listed,
      run: (c, { query }) => listPartners(c.db, c.viewer, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/partners/:id',
      access: 'list-partners',
      summary: 'One partner account with its documents and the last bank-details change',
      description: MASKED,
      message: M.fetched,
      run: (c, id) => getPartnerAsViewer(c.db, c.viewer, id),
    },
    create: {
      path: '/partners/create',
      access: 'create-partners',
      summary: 'Create a partner account with its bank details and documents',
      body: partnerBody,
      message: M.created,
      run: (c, body) => createPartner(c.db, c.viewer, body),
    },
    update: {
      path: '/partners/:id',
      access: 'edit-partners',
      summary: 'Update a partner account (409 when it changed since updated_at)',
      description: BANK_CHANGE,
      body: partnerBody,
      message: M.updated,
      run: (c, id, body) => updatePartner(c.deps, c.db, c.viewer, id, body).then(updatedAnswer(M.updated)),
    },
    remove: {
      path: '/partners/:id',
      access: 'delete-partners',
      summary: 'Delete a partner account (kept, hidden); refused for your own or while it has users',
      message: M.deleted,
      run: (c, id) => deletePartner(c.db, c.viewer, id),
    },
  });

  crudRoutes(fastify, {
    tags: ['partner profile'],
    record: partner,
    files: partnerFiles,
    get: {
      path: '/partner-profile/:id',
      access: 'view-profile',
      summary: "The caller's own partner account (any other id answers 404)",
      description: MASKED,
      message: M.profileFetched,
      run: (c, id) => getPartnerProfile(c.db, c.viewer, id),
    },
    update: {
      path: '/partner-profile/:id',
      access: 'edit-profile',
      summary: "Update the caller's own partner account (any other id answers 404)",
      description: BANK_CHANGE,
      body: partnerBody,
      message: M.profileUpdated,
      run: (c, id, body) =>
        updatePartnerProfile(c.deps, c.db, c.viewer, id, body).then(updatedAnswer(M.profileUpdated)),
    },
  });
}
