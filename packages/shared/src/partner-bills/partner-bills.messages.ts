// Partners' bills (issue 25): messages and statuses without zod, so the list pages import them on
// first paint.

export const PARTNER_BILL_STATUSES = ['received', 'validated', 'disputed', 'paid'] as const;
export type PartnerBillStatus = (typeof PARTNER_BILL_STATUSES)[number];
export const PARTNER_BILL_STATUS_LABELS: Record<PartnerBillStatus, string> = {
  received: 'Received',
  validated: 'Validated',
  disputed: 'Disputed',
  paid: 'Paid',
};

/** The statuses a bill may move to from each status (received → validated → paid, or disputed). */
export const PARTNER_BILL_NEXT: Record<PartnerBillStatus, readonly PartnerBillStatus[]> = {
  received: ['validated', 'disputed'],
  disputed: ['validated'],
  validated: ['paid', 'disputed'],
  paid: [],
};

export const PARTNER_BILL_MESSAGES = {
  partnerRequired: 'Please select the Partners account',
  partnerNotYours: 'You can only file bills for your own partner account',
  monthRequired: 'Please choose the month of the bill',
  billNumberRequired: 'Please enter the bill number',
  billNumberTooLong: 'Bill number must be at most 40 characters',
  amountRequired: 'Please enter the billed amount',
  documentRequired: 'Please upload the bill as a PDF',
  duplicate: (number: string) => `This partner already filed bill number ${number}`,
  statusInvalid: 'Please choose received, validated, disputed or paid',
  transitionInvalid: (from: string, to: string) => `A ${from} bill cannot be marked ${to}`,
  reasonRequired: 'Please give the reason',
  reasonTooLong: 'Reason must be at most 500 characters',
  differenceNeedsReason: (difference: string) =>
    `The bill differs from the approved timesheets by ${difference}: please give the reason to validate it`,
  paymentReferenceRequired: 'Please enter the payment reference',
  paymentReferenceTooLong: 'Payment reference must be at most 100 characters',
  bankChangePending:
    "The partner's bank account has a change waiting for confirmation: confirm or reject it under Bank changes before paying",
  bankAccountMissing: "The partner has no bank account number: add it to the partner's details before paying",
  stale: 'This bill was changed by someone else. Reload and try again.',
  notFound: 'Bill not found',
  listed: 'Bills fetched successfully',
  fetched: 'Bill fetched successfully',
  created: 'Bill has been filed',
  updated: 'Bill has been updated',
} as const;
