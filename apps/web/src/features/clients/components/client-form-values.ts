// Between a loaded client, the form's fields and the body sent to POST/PUT clients.
import type { Client, ClientBody } from '@staffdesk/shared';
import {
  emptyOrganisationValues,
  organisationFormValues,
} from '../../../components/organisation-form-values';

export const emptyClientValues = (): ClientBody => ({
  ...emptyOrganisationValues(),
  company_name: '',
  total_employees: '',
  billing_email: '',
  gstin: '',
  billing_address: '',
  billing_country_id: '',
  billing_state_id: '',
  billing_city_id: '',
  billing_zipcode: '',
});

export const clientToFormValues = (client: Client): ClientBody => ({
  ...organisationFormValues(client),
  company_name: client.company_name,
  total_employees: client.total_employees === null ? '' : String(client.total_employees),
  billing_email: client.billing_email ?? '',
  gstin: client.gstin ?? '',
  billing_address: client.billing_address ?? '',
  billing_country_id: client.billing_country_id ?? '',
  billing_state_id: client.billing_state_id ?? '',
  billing_city_id: client.billing_city_id ?? '',
  billing_zipcode: client.billing_zipcode ?? '',
});
