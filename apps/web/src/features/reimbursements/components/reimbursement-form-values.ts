// Between a loaded claim, the form's fields and the body sent to POST/PUT reimbursements.
import type { Reimbursement, ReimbursementBody } from '@staffdesk/shared';

type LineValues = ReimbursementBody['documentList'][number];

/** A new line: empty fields (the form holds '' until chosen), the claim's currency. */
export const emptyExpenseLine = (currency = 'INR'): LineValues =>
  ({
    expense_date: '',
    category: '',
    amount: '',
    currency,
    document: null,
    document_name: null,
  }) as unknown as LineValues;

export const emptyReimbursementValues = (): ReimbursementBody =>
  ({
    from_date: '',
    to_date: '',
    description: '',
    reimbursement_status_id: '',
    documentList: [emptyExpenseLine()],
    approved_amount: '',
    approval_reason: '',
  }) as ReimbursementBody;

export const reimbursementToFormValues = (claim: Reimbursement): ReimbursementBody =>
  ({
    from_date: claim.from_date,
    to_date: claim.to_date,
    description: claim.description,
    reimbursement_status_id: claim.reimbursement_status_id,
    documentList: claim.documentList.map(({ id: _, ...line }) => line),
    approved_amount: claim.approved_amount ?? '',
    approval_reason: claim.approval_reason ?? '',
    updated_at: claim.updated_at,
  }) as ReimbursementBody;
