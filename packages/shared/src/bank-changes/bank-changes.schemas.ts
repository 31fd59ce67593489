// A changed bank account waits for a second person (issue 21): the maker's new values are kept
// apart, encrypted, and the record keeps paying to the confirmed ones until someone on the agency
// side with the accounts (partners) or hrms (employees) key confirms. The maker never confirms.
import { z } from 'zod';
import { paginationQuery } from '../common';
import { BANK_CHANGE_ENTITIES, BANK_CHANGE_MESSAGES, BANK_CHANGE_STATUSES } from './bank-changes.messages';

export {
  BANK_CHANGE_ENTITIES,
  BANK_CHANGE_MESSAGES,
  BANK_CHANGE_STATUSES,
  type BankChangeEntity,
  type BankChangeStatus,
} from './bank-changes.messages';

const M = BANK_CHANGE_MESSAGES;

/** GET bank-changes?status&skip&limit: newest first; every status when none is given. */
export const bankChangeListQuery = paginationQuery.extend({
  status: z.enum(BANK_CHANGE_STATUSES, { error: M.statusInvalid }).optional(),
});
export type BankChangeListQuery = z.output<typeof bankChangeListQuery>;

export const bankChangeRejectBody = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.reasonTooLong),
});
export type BankChangeRejectBody = z.input<typeof bankChangeRejectBody>;

/** One changed field, its values masked ('•••• 1234'). */
export const bankChangeLine = z.object({
  label: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
});

export const bankChangeListItem = z.object({
  id: z.number().int(),
  entity: z.enum(BANK_CHANGE_ENTITIES),
  entity_id: z.number().int(),
  /** The partner's account name or the employee's name when the change was made. */
  record_name: z.string(),
  fields: z.array(bankChangeLine),
  status: z.enum(BANK_CHANGE_STATUSES),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  /** True when the viewer made the change (it may not confirm it). */
  own: z.boolean(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BankChangeListItem = z.infer<typeof bankChangeListItem>;

/**
 * The pending change on a partner or employee record: who asked and when, and each changed field
 * with its new value for a viewer who may see the bank values (null for anyone else).
 */
export const pendingBankChange = z.object({
  id: z.number().int(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string().nullable() })),
});
export type PendingBankChange = z.infer<typeof pendingBankChange>;

interface BankSubject {
  type_slug: string;
  role_slug: string;
  partners_account_id?: number | null;
}

/**
 * Who sees a partner's bank values in full and may change them: that partner's own admin and the
 * agency's super-admin (role admin). Every other user, a partners_client user included, sees them
 * masked, as the list does.
 */
export function canChangePartnerBank(subject: BankSubject, partnerId: number): boolean {
  if (subject.role_slug !== 'admin') return false;
  if (subject.type_slug === 'super-admin') return true;
  return subject.type_slug === 'partners' && subject.partners_account_id === partnerId;
}
