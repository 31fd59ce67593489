// CLIENT_MESSAGES without zod: list pages import them on first paint; the schemas use them.
import { tooLong } from '../common-messages';

export const CLIENT_MESSAGES = {
  companyNameRequired: 'Please enter company name',
  primaryEmailRequired: 'Please enter a primary email',
  billingEmailRequired: 'Please enter the billing email',
  addressRequired: 'Please enter the company address',
  addressTooLong: tooLong('Address', 100),
  billingAddressRequired: 'Please enter the billing address',
  billingCityRequired: 'Select or create the billing city',
  billingStateRequired: 'Select or create the billing state',
  billingCountryRequired: 'Select or create the billing country',
  imageNotUploaded: 'Company image is not uploaded',
  listed: 'Clients fetched successfully',
  fetched: 'Client fetched successfully',
  created: 'Client has been created',
  updated: 'Client has been updated',
  deleted: 'Client has been deleted',
  profileFetched: 'Company profile fetched successfully',
  profileUpdated: 'Company profile has been updated',
  notFound: 'Client not found',
  changed: 'This client was changed by someone else. Please reload and try again.',
  deleteConfirmText: 'You want to delete the client',
  cannotDeleteOwn: "Warning: You can't delete your company",
  ownSuffix: '(Your company)',
} as const;
