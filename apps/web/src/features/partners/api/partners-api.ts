// GET partners?skip&limit&search, GET/PUT/DELETE partners/:id, POST partners/create (spec 001 §7
// Partners) and GET/PUT partner-profile/:partners_account_id. A write reloads the partner select.
import type { Partner, PartnerBody, PartnerListItem } from '@staffdesk/shared';
import { resourceApi } from '../../../lib/resource-api';

export const partnersApi = resourceApi<PartnerListItem, Partner, PartnerBody>({
  key: 'partners',
  list: 'partners',
  item: (id) => `partners/${id}`,
  create: 'partners/create',
  alsoInvalidate: [['partner-profile'], ['master', 'partners-accounts']],
});

export const partnerProfileApi = resourceApi<never, Partner, PartnerBody>({
  key: 'partner-profile',
  list: 'partner-profile',
  item: (id) => `partner-profile/${id}`,
  create: 'partner-profile',
  alsoInvalidate: [['partners']],
});
