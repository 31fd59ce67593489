// A partner's bank account through the API (issue 21): only the partner's admin or a super-admin
// changes it, with the password typed again; the change waits for a second person on the agency
// side, the maker cannot confirm it, and until then the record answers the confirmed account.
// Mail goes through a real SMTP server and holds no part of the new account.
import { BANK_CHANGE_MESSAGES as B, PARTNER_MESSAGES } from '@staffdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createPartnersAccount, signedIn, TEST_PASSWORD } from '../../test/factories';
import { partnerPayload } from '../../test/org-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/test-smtp';
import { sensitiveChanges } from '../audit/sensitive-changes.tables';
import { mailOutbox } from '../mail/mail.tables';
import { bankChanges } from './bank-changes.tables';

let smtp: TestSmtp;
let ctx: TestContext;
let makerAdmin: Awaited<ReturnType<typeof signedIn>>;
let checker: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, orgName: 'Acme Staffing' });
  makerAdmin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  checker = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = apiCaller(() => ctx.app);

const OLD = {
  partners_bank_account_name: 'Bright Hire LLP',
  partners_bank_account_number: '123456781234',
  ifsc_code: 'HDFC0000521',
  swift_code: 'HDFCINBB',
  branch: 'Fort',
  partners_more_bank_details: 'Intermediary: Citibank NY',
  partners_account_address: '5 Bank Street',
};
const NEW_ACCOUNT = '999988887777';

/** A partner with a bank account, its admin user signed in, and the form as that admin loads it. */
async function partnerWithAdmin() {
  const account = await createPartnersAccount(ctx.app, OLD);
  const admin = await signedIn(ctx.app, { type: 'partners', role: 'admin', partners_account_id: account.id });
  const loaded = (await call('GET', `partner-profile/${account.id}`, admin.headers)).body.data;
  const form = async (values: Record<string, unknown> = {}) =>
    partnerPayload(ctx.app, {
      ...OLD,
      account_name: loaded.account_name,
      primary_email: loaded.primary_email,
      updated_at: loaded.updated_at,
      ...values,
    });
  return { account, admin, loaded, form };
}

const mailsTo = (to: string) => ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const pendingList = async (headers: Headers) =>
  (await call('GET', 'bank-changes?status=pending&limit=100', headers)).body.data;

describe('a partner admin changes its bank account', () => {
  it('keeps the change pending, answers the confirmed account and tells the partner without values', async () => {
    const { account, admin, form } = await partnerWithAdmin();
    const saved = await call(
      'PUT',
      `partner-profile/${account.id}`,
      admin.headers,
      await form({
        partners_bank_account_number: NEW_ACCOUNT,
        ifsc_code: 'ICIC0000104',
        current_password: TEST_PASSWORD,
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(`${PARTNER_MESSAGES.profileUpdated}. ${PARTNER_MESSAGES.bankPending}`);
    // The record keeps answering the confirmed account: nothing that pays sees the new one.
    expect(saved.body.data).toMatchObject({
      partners_bank_account_number: OLD.partners_bank_account_number,
      ifsc_code: OLD.ifsc_code,
      bank_details_changed: null,
      bank_change_pending: {
        requested_by_name: `${admin.user.first_name} ${admin.user.last_name}`,
        fields: [
          { label: 'Account number', value: NEW_ACCOUNT },
          { label: 'IFSC code', value: 'ICIC0000104' },
        ],
      },
    });
    const [stored] = await ctx.app.deps.db
      .execute<{ new_values: string }>(
        sql`select new_values from bank_changes where entity_id = ${account.id} and entity = 'partners_accounts'`,
      )
      .then((r) => r.rows);
    expect(stored!.new_values).toMatch(/^enc:v1:/);

    const [told, ...more] = await mailsTo(account.primary_email!);
    expect(more).toEqual([]);
    expect(told!.subject).toBe(`Bank details change requested for ${account.account_name}`);
    expect(told!.text).toContain(`was requested by ${admin.user.first_name} ${admin.user.last_name} on `);
    expect(told!.text).toContain(': Account number, IFSC code.');
    expect(JSON.stringify(told)).not.toMatch(/999988887777|7777|ICIC0000104|0104/);

    // Checker sees it, masked; a second change must wait.
    const list = await pendingList(checker.headers);
    expect(list.list.find((c: { entity_id: number }) => c.entity_id === account.id)).toMatchObject({
      entity: 'partner',
      record_name: account.account_name,
      status: 'pending',
      own: false,
      fields: [
        { label: 'Account number', old_value: '•••• 1234', new_value: '•••• 7777' },
        { label: 'IFSC code', old_value: '•••• 0521', new_value: '•••• 0104' },
      ],
    });
    const again = await call(
      'PUT',
      `partner-profile/${account.id}`,
      admin.headers,
      await form({
        partners_bank_account_number: '555566667777',
        current_password: TEST_PASSWORD,
        updated_at: saved.body.data.updated_at,
      }),
    );
    expect(again).toMatchObject({ status: 409, body: { message: B.alreadyPending } });
  });

  it('is confirmed by a second person: the record takes the account, the audit says who and who confirmed', async () => {
    const { account, admin, form } = await partnerWithAdmin();
    await call(
      'PUT',
      `partner-profile/${account.id}`,
      admin.headers,
      await form({ partners_bank_account_number: NEW_ACCOUNT, current_password: TEST_PASSWORD }),
    );
    const change = (await pendingList(checker.headers)).list.find(
      (c: { entity_id: number; entity: string }) => c.entity_id === account.id && c.entity === 'partner',
    );
    // A partner never confirms, not even its own admin.
    expect((await call('POST', `bank-changes/${change.id}/confirm`, admin.headers, {})).status).toBe(403);

    const confirmed = await call('POST', `bank-changes/${change.id}/confirm`, checker.headers, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: B.confirmed,
      data: {
        status: 'confirmed',
        decided_by_name: `${checker.user.first_name} ${checker.user.last_name}`,
        requested_by_name: `${admin.user.first_name} ${admin.user.last_name}`,
      },
    });
    const record = (await call('GET', `partners/${account.id}`, checker.headers)).body.data;
    expect(record).toMatchObject({
      partners_bank_account_number: NEW_ACCOUNT,
      bank_change_pending: null,
      bank_details_changed: {
        changed_by_name: `${admin.user.first_name} ${admin.user.last_name}`,
        confirmed_by_name: `${checker.user.first_name} ${checker.user.last_name}`,
        fields: ['Account number'],
      },
    });
    const trail = await ctx.app.deps.db
      .select()
      .from(sensitiveChanges)
      .where(
        and(eq(sensitiveChanges.entity, 'partners_accounts'), eq(sensitiveChanges.entity_id, account.id)),
      );
    expect(trail).toMatchObject([
      {
        old_value: '•••• 1234',
        new_value: '•••• 7777',
        changed_by: admin.user.id,
        confirmed_by: checker.user.id,
      },
    ]);

    const changedMail = (await mailsTo(account.primary_email!)).find((m) =>
      m.subject.startsWith('Bank details changed'),
    );
    expect(changedMail!.text).toContain(
      `were changed by ${admin.user.first_name} ${admin.user.last_name} and confirmed by ${checker.user.first_name} ${checker.user.last_name} on `,
    );
    expect(JSON.stringify(changedMail)).not.toMatch(/999988887777|7777|•/);
    await ctx.app.deps.mail.drain();
    const delivered = smtp.received.filter((m) => m.to?.some((to) => to.address === account.primary_email));
    expect(delivered.map((m) => m.subject)).toEqual([
      `Bank details change requested for ${account.account_name}`,
      `Bank details changed for ${account.account_name}`,
    ]);
    for (const mail of delivered) expect(`${mail.text}${mail.html}`).not.toContain('7777');

    const twice = await call('POST', `bank-changes/${change.id}/confirm`, checker.headers, {});
    expect(twice).toMatchObject({ status: 409, body: { message: B.notPending } });
  });

  it('refuses a missing or wrong current password, and counts the wrong ones', async () => {
    const { account, admin, form } = await partnerWithAdmin();
    const url = `partner-profile/${account.id}`;
    const missing = await call('PUT', url, admin.headers, await form({ ifsc_code: 'ICIC0000104' }));
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toEqual({ current_password: B.passwordRequired });
    const wrong = await call(
      'PUT',
      url,
      admin.headers,
      await form({ ifsc_code: 'ICIC0000104', current_password: 'Wrong@12345' }),
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)).toEqual({ current_password: B.passwordWrong });
    expect(
      await ctx.app.deps.db.select().from(bankChanges).where(eq(bankChanges.entity_id, account.id)),
    ).toEqual([]);
    // Other fields save without the password.
    const plain = await call('PUT', url, admin.headers, await form({ phone: '+919812345678' }));
    expect(plain.status).toBe(200);
    expect(plain.body.message).toBe(PARTNER_MESSAGES.profileUpdated);
  });
});

describe('who may change and see a partner bank account', () => {
  it('masks it for a partners_client user and refuses its change, while other fields save', async () => {
    const account = await createPartnersAccount(ctx.app, OLD);
    const client = await signedIn(ctx.app, {
      type: 'partners_client',
      role: 'admin',
      partners_account_id: account.id,
    });
    const loaded = await call('GET', `partner-profile/${account.id}`, client.headers);
    expect(loaded.body.data).toMatchObject({
      bank_masked: true,
      partners_bank_account_name: '••••••',
      partners_bank_account_number: '•••• 1234',
      ifsc_code: '•••• 0521',
      swift_code: '•••• INBB',
      branch: '••••••',
      partners_more_bank_details: '••••••',
    });
    const base = await partnerPayload(ctx.app, {
      account_name: account.account_name,
      primary_email: account.primary_email,
      updated_at: loaded.body.data.updated_at,
    });
    const replaced = await call('PUT', `partner-profile/${account.id}`, client.headers, {
      ...base,
      partners_bank_account_number: NEW_ACCOUNT,
      current_password: TEST_PASSWORD,
    });
    expect(replaced).toMatchObject({ status: 403, body: { message: B.partnerBankNotAllowed } });
    // The form leaves the masked bank fields out: the rest saves, the account stays.
    const saved = await call('PUT', `partner-profile/${account.id}`, client.headers, {
      ...base,
      phone: '+919800000000',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ phone: '+919800000000', bank_change_pending: null });
    const [row] = await ctx.app.deps.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from bank_changes where entity_id = ${account.id} and entity = 'partners_accounts'`,
      )
      .then((r) => r.rows);
    expect(row!.n).toBe(0);
    expect((await call('GET', 'bank-changes', client.headers)).status).toBe(403);
  });

  it('lets a super-admin change it, but not confirm its own change', async () => {
    const account = await createPartnersAccount(ctx.app, OLD);
    const loaded = (await call('GET', `partners/${account.id}`, makerAdmin.headers)).body.data;
    expect(loaded).toMatchObject({
      bank_masked: false,
      partners_bank_account_number: OLD.partners_bank_account_number,
    });
    const body = await partnerPayload(ctx.app, {
      ...OLD,
      account_name: account.account_name,
      primary_email: account.primary_email,
      swift_code: 'ICICINBB',
      current_password: TEST_PASSWORD,
      updated_at: loaded.updated_at,
    });
    const saved = await call('PUT', `partners/${account.id}`, makerAdmin.headers, body);
    expect(saved.body.message).toBe(`${PARTNER_MESSAGES.updated}. ${PARTNER_MESSAGES.bankPending}`);
    const own = (await pendingList(makerAdmin.headers)).list.find(
      (c: { entity_id: number; entity: string }) => c.entity_id === account.id && c.entity === 'partner',
    );
    expect(own.own).toBe(true);
    const refused = await call('POST', `bank-changes/${own.id}/confirm`, makerAdmin.headers, {});
    expect(refused).toMatchObject({ status: 403, body: { message: B.ownChange } });
    // A super-admin with role user has neither accounts nor hrms.
    const roleUser = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['partners'],
    });
    expect((await call('POST', `bank-changes/${own.id}/confirm`, roleUser.headers, {})).status).toBe(403);
    // The partner's users other than its admin see the account masked and the pending change's fields only.
    const partnerUser = await signedIn(ctx.app, {
      type: 'partners',
      role: 'user',
      partners_account_id: account.id,
    });
    expect((await call('GET', `partner-profile/${account.id}`, partnerUser.headers)).body.data).toMatchObject(
      {
        bank_masked: true,
        partners_bank_account_number: '•••• 1234',
        bank_change_pending: { fields: [{ label: 'SWIFT code', value: null }] },
      },
    );
  });
});

describe('POST bank-changes/{id}/reject', () => {
  it('needs a reason, keeps the confirmed account and records who rejected and why', async () => {
    const { account, admin, form } = await partnerWithAdmin();
    await call(
      'PUT',
      `partner-profile/${account.id}`,
      admin.headers,
      await form({ partners_bank_account_number: NEW_ACCOUNT, current_password: TEST_PASSWORD }),
    );
    const change = (await pendingList(checker.headers)).list.find(
      (c: { entity_id: number; entity: string }) => c.entity_id === account.id && c.entity === 'partner',
    );
    const empty = await call('POST', `bank-changes/${change.id}/reject`, checker.headers, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toEqual({ reason: B.reasonRequired });
    const rejected = await call('POST', `bank-changes/${change.id}/reject`, checker.headers, {
      reason: 'The partner did not ask for it on the phone',
    });
    expect(rejected.body).toMatchObject({
      message: B.rejected,
      data: {
        status: 'rejected',
        reason: 'The partner did not ask for it on the phone',
        decided_by_name: `${checker.user.first_name} ${checker.user.last_name}`,
        decided_at: expect.any(String),
      },
    });
    const record = (await call('GET', `partner-profile/${account.id}`, admin.headers)).body.data;
    expect(record).toMatchObject({
      partners_bank_account_number: OLD.partners_bank_account_number,
      bank_change_pending: null,
      bank_details_changed: null,
    });
    const confirmLate = await call('POST', `bank-changes/${change.id}/confirm`, checker.headers, {});
    expect(confirmLate).toMatchObject({ status: 409, body: { message: B.notPending } });
    const history = (await call('GET', 'bank-changes?status=rejected', checker.headers)).body.data;
    expect(history.list.map((c: { id: number }) => c.id)).toContain(change.id);
    expect((await pendingList(checker.headers)).list.map((c: { id: number }) => c.id)).not.toContain(
      change.id,
    );
  });

  it('answers 404 for an unknown id and 400 for a bad status filter', async () => {
    expect((await call('POST', 'bank-changes/999999/confirm', checker.headers, {})).status).toBe(404);
    const bad = await call('GET', 'bank-changes?status=maybe', checker.headers);
    expect(bad).toMatchObject({ status: 400, body: { message: B.statusInvalid } });
  });
});
