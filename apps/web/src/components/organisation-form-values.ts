// The organisation block's form values (organisation-fields.tsx): empty for a new client or
// partner, and from a loaded one ('' for what it has not).
import { type DocumentItem, emptyDocumentRow } from '@staffdesk/shared';

interface LoadedOrganisation {
  company_logo: string | null;
  primary_email: string | null;
  phone: string | null;
  website: string | null;
  linkedin: string | null;
  industry: string | null;
  address: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  zipcode: string | null;
  timezone_id: number | null;
  documents: DocumentItem[];
  updated_at: string;
}

export const emptyOrganisationValues = () => ({
  company_logo: null,
  primary_email: '',
  phone: '',
  website: '',
  linkedin: '',
  industry: '',
  address: '',
  country_id: '' as const,
  state_id: '' as const,
  city_id: '' as const,
  zipcode: '',
  timezone_id: '' as const,
  documents: [emptyDocumentRow()],
});

export const organisationFormValues = (record: LoadedOrganisation) => ({
  company_logo: record.company_logo,
  primary_email: record.primary_email ?? '',
  phone: record.phone ?? '',
  website: record.website ?? '',
  linkedin: record.linkedin ?? '',
  industry: record.industry ?? '',
  address: record.address ?? '',
  country_id: record.country_id ?? ('' as const),
  state_id: record.state_id ?? ('' as const),
  city_id: record.city_id ?? ('' as const),
  zipcode: record.zipcode ?? '',
  timezone_id: record.timezone_id ?? ('' as const),
  documents: record.documents.length ? record.documents : [emptyDocumentRow()],
  updated_at: record.updated_at,
});
