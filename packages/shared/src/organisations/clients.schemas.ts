// Clients and the company profile (spec 001 §3 Client / company, §5 "Client and company profile",
// §7 Clients, §8 Clients).
import { z } from 'zod';
import { paginationQuery } from '../common';
import { gstin, gstinAsSent } from '../identifiers';
import { filterText, requiredId } from '../positions/form-fields';
import { CLIENT_MESSAGES } from './clients.messages';
import { optionalCount, orgName, requiredEmail, requiredText, requiredWebsite, zipcode } from './org-fields';
import { organisationBody, organisationListItem, organisationRecord } from './organisation.schemas';

export { CLIENT_MESSAGES } from './clients.messages';

const M = CLIENT_MESSAGES;

/** "This client still has 2 positions and 1 user. Move or delete them first." */
export function clientInUseMessage(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${n === 1 ? what.replace(/s$/, '') : what}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `This client still has ${list}. Move or delete them first.`;
}

export const clientBody = organisationBody(M).extend({
  company_name: orgName(M.companyNameRequired),
  website: requiredWebsite,
  total_employees: optionalCount,
  billing_email: requiredEmail(M.billingEmailRequired),
  /** Spec: max 100; checked as a GSTIN (15 characters, check character) when given. */
  gstin: gstin(),
  billing_address: requiredText(M.billingAddressRequired, 100, M.addressTooLong),
  billing_country_id: requiredId(M.billingCountryRequired),
  billing_state_id: requiredId(M.billingStateRequired),
  billing_city_id: requiredId(M.billingCityRequired),
  billing_zipcode: zipcode,
});
export type ClientBody = z.input<typeof clientBody>;
export type ClientInput = z.output<typeof clientBody>;

/**
 * An update (a client, the company profile): the GSTIN is checked against the stored one by the
 * service (`gstinIssue`), so a record saved before the check can be saved while its GSTIN is unchanged.
 */
export const clientUpdateBody = clientBody.extend({ gstin: gstinAsSent() });

/** The edit form's schema: every rule of `clientBody`, the GSTIN's waived while it is `stored`. */
export const clientEditBody = (stored: string | null) =>
  clientBody.extend({ gstin: gstin({ kept: stored }) });

/** GET clients?skip&limit&search (spec 001 §7: skip 0, limit 10 by default). */
export const clientListQuery = paginationQuery.extend({
  search: filterText.describe('Matches the company name or primary e-mail (case-insensitive, partial)'),
});
export type ClientListQuery = z.output<typeof clientListQuery>;

export const clientListItem = organisationListItem.extend({ company_name: z.string() });
export type ClientListItem = z.infer<typeof clientListItem>;

export const client = organisationRecord.extend({
  company_name: z.string(),
  total_employees: z.number().int().nullable(),
  billing_email: z.string().nullable(),
  gstin: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_city_id: z.number().int().nullable(),
  billing_state_id: z.number().int().nullable(),
  billing_country_id: z.number().int().nullable(),
  billing_zipcode: z.string().nullable(),
  billing_country: z.string().nullable(),
  billing_state: z.string().nullable(),
  billing_city: z.string().nullable(),
});
export type Client = z.infer<typeof client>;
