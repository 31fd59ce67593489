// An employee's bank account as modules/bank-changes sees it: the fields with the masks of the
// audit trail, how confirmed values are read and written, and who confirms (hrms). The salary goes
// to the confirmed account until a second person confirms a change.
import { EMPLOYEE_BANK_FIELDS, type Mask, maskAccount, maskAll } from '@staffdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type BankAccountOwner, registerBankAccountOwner } from '../bank-changes/bank-changes.service';
import { users } from '../users/users.tables';
import { liveEmployee } from './employees.queries';
import { employees } from './employees.tables';

/** How each bank value is kept in the audit trail and the checker's list (names stay readable). */
const BANK_MASKS: Record<string, Mask> = {
  account_number: maskAccount,
  ifsc_code: maskAccount,
  swift_code: maskAccount,
  bank_address: maskAll,
};

export const EMPLOYEE_BANK: BankAccountOwner = {
  entity: 'employees',
  kind: 'employee',
  confirmKey: 'hrms',
  fields: EMPLOYEE_BANK_FIELDS.map((f) => ({ ...f, mask: BANK_MASKS[f.key] ?? ((v) => v ?? null) })),
  async lock(tx, id) {
    const [row] = await tx
      .select({ employee: employees, email: users.email })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.user_id))
      .where(and(eq(employees.id, id), liveEmployee))
      .for('update', { of: employees });
    if (!row) return null;
    const { employee } = row;
    return { values: employee, name: `${employee.first_name} ${employee.last_name}`, email: row.email };
  },
  async apply(tx, id, values) {
    await tx
      .update(employees)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(employees.id, id));
  },
};
registerBankAccountOwner(EMPLOYEE_BANK);
