// Partners' bills under /api/v1 (issue 25). Reading and filing is `partner-bills` (accounts, and a
// partner for its own account: partner-bills.service); moving a bill on is accounts'.
import {
  PARTNER_BILL_MESSAGES as M,
  partnerBill,
  partnerBillBody,
  partnerBillListItem,
  partnerBillListQuery,
  partnerBillUpdateBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes';
import { partnerBillFiles } from './partner-bills.files';
import {
  createPartnerBill,
  getPartnerBill,
  listPartnerBills,
  updatePartnerBill,
} from './partner-bills.service';

const tags = ['partner-bills'];
const SCOPE =
  "accounts sees every partner's bills; a partner only its own. Each bill answers its expected amount " +
  "(the partner's placements' approved timesheets that month × their pay rates) and the difference.";

export async function partnerBillsRoutes(fastify: FastifyInstance) {
  crudRoutes(fastify, {
    tags,
    record: partnerBill,
    files: partnerBillFiles,
    list: {
      path: '/partner-bills',
      access: 'partner-bills',
      summary: "A page of partners' bills, newest first (filters: month, partner, status)",
      description: SCOPE,
      query: partnerBillListQuery,
      item: partnerBillListItem,
      message: M.listed,
      export: 'partner-bills',
      run: ({ db, viewer }, { query }) => listPartnerBills(db, viewer, query),
    },
    get: {
      path: '/partner-bills/:id',
      access: 'partner-bills',
      summary: 'One bill with the expected amount line by line and its history',
      description: SCOPE,
      message: M.fetched,
      run: ({ db, viewer }, id) => getPartnerBill(db, viewer, id),
    },
    create: {
      path: '/partner-bills',
      access: 'partner-bills',
      summary: "File a partner's bill for a month with its PDF (a partner only for its own account)",
      description: 'The bill number is unique per partner (409 otherwise).',
      body: partnerBillBody,
      message: M.created,
      errorStatuses: [409],
      run: ({ db, viewer }, body) => createPartnerBill(db, viewer, body),
    },
    update: {
      path: '/partner-bills/:id',
      access: 'accounts',
      summary: 'Validate, dispute or pay a bill (send the updated_at it was loaded with)',
      description:
        'received → validated → paid, or disputed with a reason. Validating a bill that differs from the ' +
        "expected amount needs a reason; paying needs the partner's bank account confirmed (409 while a " +
        'bank change is pending) and records the payment reference.',
      body: partnerBillUpdateBody,
      message: M.updated,
      errorStatuses: [409],
      run: ({ db, viewer }, id, body) => updatePartnerBill(db, viewer, id, body),
    },
  });
}
