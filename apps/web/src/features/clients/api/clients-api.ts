// GET clients?skip&limit&search, GET/PUT/DELETE clients/:id, POST clients (spec 001 §7 Clients) and
// GET/PUT company-profile/:id (the company area's own company). A write reloads the companies select.
import type { Client, ClientBody, ClientListItem } from '@staffdesk/shared';
import { resourceApi } from '../../../lib/resource-api';

export const clientsApi = resourceApi<ClientListItem, Client, ClientBody>({
  key: 'clients',
  list: 'clients',
  item: (id) => `clients/${id}`,
  create: 'clients',
  alsoInvalidate: [['companies'], ['company-profile']],
});

export const companyProfileApi = resourceApi<never, Client, ClientBody>({
  key: 'company-profile',
  list: 'company-profile',
  item: (id) => `company-profile/${id}`,
  create: 'company-profile',
  alsoInvalidate: [['companies'], ['clients']],
});
