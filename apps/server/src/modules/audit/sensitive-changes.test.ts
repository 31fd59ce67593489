// The sensitive change trail through the database and the mail outbox, delivered to a real SMTP server.
import { maskAll } from '@staffdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createPartnersAccount, createUser } from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/test-smtp';
import { mailOutbox } from '../mail/mail.tables';
import { partnersAccounts } from '../partners/partners.tables';
import {
  lastSensitiveChange,
  recordSensitiveChanges,
  type SensitiveField,
} from './sensitive-changes.service';
import { sensitiveChanges } from './sensitive-changes.tables';

const BANK_FIELDS: SensitiveField[] = [
  { key: 'partners_bank_account_number', label: 'Account number' },
  { key: 'ifsc_code', label: 'IFSC code' },
  { key: 'swift_code', label: 'SWIFT code' },
  { key: 'partners_more_bank_details', label: 'More bank details', mask: maskAll },
];

let smtp: TestSmtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, orgName: 'Acme Staffing' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Changes a partner's bank details the way a module's update service would: one transaction. */
async function changeBank(
  partnerId: number,
  values: Partial<typeof partnersAccounts.$inferInsert>,
  by: { id: number; first_name: string; last_name: string } | null,
  options: { fail?: boolean; notify?: boolean } = {},
) {
  return ctx.app.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(partnersAccounts).where(eq(partnersAccounts.id, partnerId));
    const [after] = await tx
      .update(partnersAccounts)
      .set(values)
      .where(eq(partnersAccounts.id, partnerId))
      .returning();
    const changes = await recordSensitiveChanges(ctx.app.deps, tx, {
      entity: 'partners_accounts',
      id: partnerId,
      before,
      after,
      fields: BANK_FIELDS,
      by,
      notify:
        options.notify === false ? undefined : { to: after!.primary_email, recordName: after!.account_name },
    });
    if (options.fail) throw new Error('rolled back');
    return changes;
  });
}

const trail = (partnerId: number) =>
  ctx.app.deps.db
    .select()
    .from(sensitiveChanges)
    .where(and(eq(sensitiveChanges.entity, 'partners_accounts'), eq(sensitiveChanges.entity_id, partnerId)))
    .orderBy(sensitiveChanges.id);
const mailsTo = (to: string) => ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('recordSensitiveChanges', () => {
  it('stores masked old and new values of the changed fields and who changed them', async () => {
    const admin = await createUser(ctx.app);
    const partner = await createPartnersAccount(ctx.app, {
      partners_bank_account_number: '50200012345678',
      ifsc_code: 'HDFC0000521',
      partners_more_bank_details: 'Intermediary: Citibank NY',
    });
    const changes = await changeBank(
      partner.id,
      {
        partners_bank_account_number: '91700098765432',
        ifsc_code: 'HDFC0000521',
        partners_more_bank_details: '',
      },
      admin,
    );
    expect(changes.map((c) => c.field)).toEqual([
      'partners_bank_account_number',
      'partners_more_bank_details',
    ]);

    const rows = await trail(partner.id);
    expect(rows).toMatchObject([
      {
        field: 'partners_bank_account_number',
        old_value: '•••• 5678',
        new_value: '•••• 5432',
        changed_by: admin.id,
      },
      { field: 'partners_more_bank_details', old_value: '••••••', new_value: null, changed_by: admin.id },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/50200012345678|91700098765432|Citibank/);
  });

  it('queues one "Bank details changed" e-mail to the record that names what, who and when, never a value', async () => {
    const admin = await createUser(ctx.app);
    const partner = await createPartnersAccount(ctx.app, {
      account_name: 'TalentBridge Consulting',
      partners_bank_account_number: '50200012345678',
    });
    await changeBank(
      partner.id,
      { partners_bank_account_number: '91700098765432', swift_code: 'HDFCINBB' },
      admin,
    );

    const [mail, ...more] = await mailsTo(partner.primary_email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Bank details changed for TalentBridge Consulting');
    expect(mail!.text).toContain(
      `The bank details of TalentBridge Consulting on Acme Staffing were changed by ${admin.first_name} ${admin.last_name} on `,
    );
    expect(mail!.text).toMatch(/ on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\./);
    expect(mail!.text).toContain('What changed: Account number, SWIFT code.');
    // Not even masked: the outbox row holds no part of the new account (issue 21).
    expect(JSON.stringify(mail)).not.toMatch(/50200012345678|91700098765432|HDFCINBB|5432|INBB|•/);

    await ctx.app.deps.mail.drain();
    const delivered = smtp.received.find((m) => m.to?.some((to) => to.address === partner.primary_email));
    expect(delivered?.subject).toBe('Bank details changed for TalentBridge Consulting');
    expect(delivered?.text).not.toMatch(/91700098765432|5432/);
  });

  it('records nothing when the values are the same (empty and null alike)', async () => {
    const partner = await createPartnersAccount(ctx.app, { partners_bank_account_number: '50200012345678' });
    const changes = await changeBank(
      partner.id,
      { partners_bank_account_number: '50200012345678', ifsc_code: '', swift_code: null },
      null,
    );
    expect(changes).toEqual([]);
    expect(await trail(partner.id)).toEqual([]);
    expect(await mailsTo(partner.primary_email!)).toEqual([]);
  });

  it('rolls back with the change: no trail and no e-mail for a change that did not happen', async () => {
    const partner = await createPartnersAccount(ctx.app, { partners_bank_account_number: '50200012345678' });
    await expect(
      changeBank(partner.id, { partners_bank_account_number: '91700098765432' }, null, { fail: true }),
    ).rejects.toThrow('rolled back');
    expect(await trail(partner.id)).toEqual([]);
    expect(await mailsTo(partner.primary_email!)).toEqual([]);
  });

  it('sends nothing without an address to tell, and records the system as nobody', async () => {
    const partner = await createPartnersAccount(ctx.app, { primary_email: null, ifsc_code: 'HDFC0000521' });
    await changeBank(partner.id, { ifsc_code: 'SBIN0001234' }, null);
    expect(await trail(partner.id)).toMatchObject([{ field: 'ifsc_code', changed_by: null }]);
    const silent = await createPartnersAccount(ctx.app, { ifsc_code: 'HDFC0000521' });
    await changeBank(silent.id, { ifsc_code: 'SBIN0001234' }, null, { notify: false });
    expect(await mailsTo(silent.primary_email!)).toEqual([]);
  });
});

describe('lastSensitiveChange', () => {
  it("gives the newest change's author, time and fields for 'Bank details last changed by … on …'", async () => {
    const first = await createUser(ctx.app);
    const second = await createUser(ctx.app);
    const partner = await createPartnersAccount(ctx.app);
    expect(await lastSensitiveChange(ctx.app.deps.db, 'partners_accounts', partner.id)).toBeNull();

    await changeBank(partner.id, { partners_bank_account_number: '50200012345678' }, first);
    await changeBank(partner.id, { ifsc_code: 'HDFC0000521', swift_code: 'HDFCINBB' }, second);
    const last = await lastSensitiveChange(ctx.app.deps.db, 'partners_accounts', partner.id);
    expect(last).toEqual({
      changed_at: expect.any(String),
      changed_by_name: `${second.first_name} ${second.last_name}`,
      confirmed_by_name: null,
      fields: ['IFSC code', 'SWIFT code'],
    });
    expect(Number.isNaN(Date.parse(last!.changed_at))).toBe(false);

    const onlyAccount = await lastSensitiveChange(ctx.app.deps.db, 'partners_accounts', partner.id, [
      'partners_bank_account_number',
    ]);
    expect(onlyAccount).toMatchObject({ changed_by_name: `${first.first_name} ${first.last_name}` });
    expect(await lastSensitiveChange(ctx.app.deps.db, 'employees', partner.id)).toBeNull();
  });

  it('names nobody for a change made by the system', async () => {
    const partner = await createPartnersAccount(ctx.app);
    await changeBank(partner.id, { swift_code: 'CHASUS33' }, null);
    expect(await lastSensitiveChange(ctx.app.deps.db, 'partners_accounts', partner.id)).toMatchObject({
      changed_by_name: null,
      fields: ['SWIFT code'],
    });
  });
});
