// Reimbursements (spec 001 §3 Reimbursement, §5, §6; issue 11): an employee's claim with expense
// lines (date, category, exact amount with currency, one receipt each), the claimed total, and the
// status, approved amount and reason that hrms sets. Statuses are a seeded lookup.
import { z } from 'zod';
import { COMMON_MESSAGES, choiceId, paginationQuery } from '../common';
import { uploadedFileField } from '../file-fields';
import { currencyCode, money, moneyAmount, moneyText } from '../money';
import { filterId, isoDate } from '../positions/form-fields';
import { REIMBURSEMENT_MESSAGES, type ReimbursementStatusSlug } from './reimbursements.messages';

export {
  REIMBURSEMENT_MESSAGES,
  REIMBURSEMENT_STATUSES,
  type ReimbursementStatusSlug,
} from './reimbursements.messages';

const M = REIMBURSEMENT_MESSAGES;

/** Which status may follow which; hrms may also leave the status as it is to correct the amount. */
export const REIMBURSEMENT_TRANSITIONS: Record<ReimbursementStatusSlug, ReimbursementStatusSlug[]> = {
  submitted: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  rejected: ['submitted'],
  paid: [],
};

/**
 * What is wrong with hrms's decision, or null: an approved amount above the claimed total, or one
 * below it (or a rejection) without a reason. The server refuses the same (one rule, both sides).
 */
export function decisionIssue(
  to: ReimbursementStatusSlug,
  claimed: string,
  decision: { approved_amount: string | null; approval_reason: string | null },
): { field: 'approved_amount' | 'approval_reason'; message: string } | null {
  const reason = decision.approval_reason?.trim();
  if (to === 'rejected') return reason ? null : { field: 'approval_reason', message: M.reasonRequired };
  if (to !== 'approved' && to !== 'paid') return null;
  const approved = money(decision.approved_amount ?? claimed);
  if (approved.greaterThan(claimed)) return { field: 'approved_amount', message: M.approvedTooHigh };
  if (approved.lessThan(claimed) && !reason) return { field: 'approval_reason', message: M.reasonRequired };
  return null;
}

export const EXPENSE_CATEGORIES = [
  'Travel',
  'Meals',
  'Lodging',
  'Equipment',
  'Internet and phone',
  'Other',
] as const;

export const expenseLine = z.object(
  {
    expense_date: isoDate(M.lineDateRequired),
    category: z.enum(EXPENSE_CATEGORIES, { error: M.categoryRequired }),
    amount: moneyAmount({ required: M.amountRequired, positive: true }),
    currency: currencyCode.default('INR'),
    document: uploadedFileField(COMMON_MESSAGES.fileInvalid).pipe(z.string({ error: M.receiptRequired })),
    document_name: z
      .string({ error: M.receiptRequired })
      .trim()
      .min(1, M.receiptRequired)
      .max(255, M.receiptNameTooLong),
  },
  { error: M.linesRequired },
);
export type ExpenseLineInput = z.output<typeof expenseLine>;

export const reimbursementBody = z
  .object({
    from_date: isoDate(M.fromRequired),
    to_date: isoDate(M.toRequired),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(5000, M.descriptionTooLong),
    /** Set by hrms; an employee's value is ignored (the field is hidden for it, spec §6). */
    reimbursement_status_id: z
      .union([choiceId(), z.literal(''), z.null()], { error: M.statusRequired })
      .optional()
      .transform((v) => (typeof v === 'number' ? v : null)),
    /** The spec's documentList: one row per expense, its receipt as document and document_name. */
    documentList: z
      .array(expenseLine, { error: M.linesRequired })
      .min(1, M.linesRequired)
      .max(100, M.linesTooMany),
    approved_amount: moneyAmount(),
    approval_reason: z
      .string({ error: M.reasonRequired })
      .trim()
      .max(4000, M.reasonTooLong)
      .nullish()
      .transform((v) => v || null),
    /** The claim's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.to_date < b.from_date) ctx.addIssue({ code: 'custom', message: M.toBeforeFrom, path: ['to_date'] });
    b.documentList.forEach((line, i) => {
      if (line.expense_date < b.from_date || line.expense_date > b.to_date)
        ctx.addIssue({
          code: 'custom',
          message: M.lineDateOutside,
          path: ['documentList', i, 'expense_date'],
        });
      if (line.currency !== b.documentList[0]!.currency)
        ctx.addIssue({ code: 'custom', message: M.currencyMixed, path: ['documentList', i, 'currency'] });
    });
  });
export type ReimbursementBody = z.input<typeof reimbursementBody>;
export type ReimbursementInput = z.output<typeof reimbursementBody>;

export const reimbursementListQuery = paginationQuery.extend({
  user_id: filterId.describe('hrms: the claims of this employee (user id)'),
  status_id: filterId.describe('hrms: the claims in this status'),
});

const text = z.string().nullable();
export const expenseLineItem = z.object({
  id: z.number().int(),
  expense_date: z.string(),
  category: z.string(),
  amount: moneyText(),
  currency: z.string(),
  document: z.string(),
  document_name: z.string(),
});
export const reimbursement = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  /** The employee's client company, whose logo the list shows. */
  company_name: text,
  company_logo: text,
  from_date: z.string(),
  to_date: z.string(),
  description: z.string(),
  reimbursement_status_id: z.number().int(),
  status: z.string(),
  status_slug: z.string(),
  currency: z.string(),
  claimed_total: moneyText(),
  approved_amount: text,
  approval_reason: text,
  documentList: z.array(expenseLineItem),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reimbursement = z.infer<typeof reimbursement>;
export const reimbursementListItem = reimbursement.omit({ documentList: true, description: true });
export const reimbursementStatus = z.object({ id: z.number().int(), status: z.string(), slug: z.string() });
export const reimbursementClaimant = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});
export type ReimbursementClaimant = z.infer<typeof reimbursementClaimant>;
export type ReimbursementListItem = z.infer<typeof reimbursementListItem>;
export type ReimbursementStatus = z.infer<typeof reimbursementStatus>;
