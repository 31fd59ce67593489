// The organisation block clients and partners share (spec 001 §3 Client / company and Partner, §5):
// logo, primary e-mail, phone, links, industry, address with inline-created city/state/country,
// timezone and documents. Each module extends it with its name, website rule and own sections.
import { z } from 'zod';
import { COMMON_MESSAGES } from '../common';
import { documentItem, documentRowsField } from '../documents';
import {
  addressIds,
  industry,
  logoUrl,
  optionalChoice,
  optionalLink,
  orgPhone,
  placeNames,
  requiredEmail,
  requiredText,
  zipcode,
} from './org-fields';

/** The module's own words for the shared rules. */
export interface OrganisationMessages {
  primaryEmailRequired: string;
  addressRequired: string;
  addressTooLong: string;
}

export const organisationBody = (M: OrganisationMessages) =>
  z.object({
    company_logo: logoUrl,
    primary_email: requiredEmail(M.primaryEmailRequired),
    phone: orgPhone,
    linkedin: optionalLink,
    industry,
    address: requiredText(M.addressRequired, 100, M.addressTooLong),
    ...addressIds,
    zipcode,
    timezone_id: optionalChoice,
    documents: documentRowsField,
    /** The record's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  });

/** A list row's shared columns. */
export const organisationListItem = z.object({
  id: z.number().int(),
  company_logo: z.string().nullable(),
  primary_email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A loaded organisation's shared fields, with its choices' names and its documents. */
export const organisationRecord = organisationListItem.extend({
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  zipcode: z.string().nullable(),
  timezone_id: z.number().int().nullable(),
  ...placeNames,
  documents: z.array(documentItem),
  updated_at: z.string(),
});
