// Reimbursements' messages and statuses without zod: the list page imports them on first paint; the schemas use them.
import { tooLong } from '../common-messages';

export const REIMBURSEMENT_MESSAGES = {
  fromRequired: 'Please select from date',
  toRequired: 'Please select to date',
  toBeforeFrom: 'To date must not be before from date',
  descriptionRequired: 'Please enter the description',
  descriptionTooLong: tooLong('Description', 5000),
  statusRequired: 'Select the status',
  linesRequired: 'Please add at least one expense with its receipt',
  linesTooMany: 'Please add at most 100 expenses',
  lineDateRequired: 'Please select the expense date',
  lineDateOutside: 'The expense date must be within the from and to dates',
  categoryRequired: 'Please choose the expense category',
  amountRequired: 'Please enter the amount',
  currencyMixed: 'All expenses of a claim must be in the same currency',
  receiptRequired: 'Document is not uploaded',
  receiptNameTooLong: tooLong('Document name', 255),
  approvedRequired: 'Please enter the approved amount',
  approvedTooHigh: 'The approved amount cannot be more than the claimed total',
  reasonRequired: 'Please say why the claim is not approved in full',
  reasonTooLong: tooLong('Reason', 4000),
  notSubmitted: 'This claim can no longer be changed: it is no longer Submitted',
  transitionInvalid: 'This status change is not allowed',
  changed: 'This reimbursement was changed by someone else. Please reload and try again.',
  created: 'Reimbursement has been submitted',
  updated: 'Reimbursement has been updated',
  deleted: 'Reimbursement has been deleted',
  listed: 'Reimbursements fetched successfully',
  fetched: 'Reimbursement fetched successfully',
  notFound: 'Reimbursement not found',
  statusesListed: 'Reimbursement statuses fetched successfully',
  claimantsListed: 'Employees with claims fetched successfully',
  deleteConfirmText: 'You want to delete the reimbursement',
} as const;

export const REIMBURSEMENT_STATUSES = ['submitted', 'approved', 'rejected', 'paid'] as const;
export type ReimbursementStatusSlug = (typeof REIMBURSEMENT_STATUSES)[number];
