// A partner's bank account as modules/bank-changes sees it: its fields with their masks, how the
// confirmed values are read and written, and who confirms (accounts). Only the partner's own admin
// and the agency's super-admin see the values in full and may change them (canChangePartnerBank).
import { type Mask, maskAccount, maskAll, PARTNER_BANK_FIELDS } from '@staffdesk/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type BankAccountOwner, registerBankAccountOwner } from '../bank-changes/bank-changes.service';
import { partnersAccounts } from './partners.tables';

/** How each bank value reads to a viewer who may not change it ('•••• 1234', '••••••'). */
export const PARTNER_BANK_VIEW_MASKS: Record<string, Mask> = {
  partners_bank_account_name: maskAll,
  partners_bank_account_number: maskAccount,
  ifsc_code: maskAccount,
  swift_code: maskAccount,
  branch: maskAll,
  partners_more_bank_details: maskAll,
  partners_account_address: maskAll,
};

/** In the audit trail and the checker's list the account name and branch stay readable. */
const AUDIT_MASKS: Record<string, Mask> = {
  ...PARTNER_BANK_VIEW_MASKS,
  partners_bank_account_name: (v) => v ?? null,
  branch: (v) => v ?? null,
};

export const PARTNER_BANK: BankAccountOwner = {
  entity: 'partners_accounts',
  kind: 'partner',
  confirmKey: 'accounts',
  fields: PARTNER_BANK_FIELDS.map((f) => ({ ...f, mask: AUDIT_MASKS[f.key]! })),
  async lock(tx, id) {
    const [row] = await tx
      .select()
      .from(partnersAccounts)
      .where(and(eq(partnersAccounts.id, id), isNull(partnersAccounts.deleted_at)))
      .for('update');
    return row ? { values: row, name: row.account_name, email: row.primary_email } : null;
  },
  async apply(tx, id, values) {
    await tx
      .update(partnersAccounts)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(partnersAccounts.id, id));
  },
};
registerBankAccountOwner(PARTNER_BANK);
