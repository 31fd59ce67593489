// API tests for employees (spec 001 §2 variants, §3, §4 profile access, §5, §6 area rules, §7, §8).
import {
  BANK_CHANGE_MESSAGES,
  COMMON_MESSAGES,
  type EmployeeBody,
  FILE_FIELD_MESSAGES,
  IDENTIFIER_MESSAGES,
  EMPLOYEE_MESSAGES as M,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { encryptPlainValues } from '../../reencrypt';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, loginAs, signedIn } from '../../test/factories';
import {
  applicantForm,
  type Headers,
  jobPortalLookups,
  type Lookups,
  positionForm,
} from '../../test/job-portal.fixtures';
import { uploadFile } from '../../test/payroll.fixtures';
import { samplePdf } from '../../test/sample-files';
import { mailOutbox } from '../mail/mail.tables';
import { documentTypes } from '../master/master.tables';
import { users } from '../users/users.tables';
import { employees } from './employees.tables';

let ctx: TestContext;
let l: Lookups;
let hrms: Headers;
let acme: { id: number };
let globex: { id: number };
let acmeAdmin: Headers;
let panCard: number;
let sequence = 0;
/** Files hrms uploaded through master/upload-file, which its forms may reference. */
let uploads: { contract: string; hrContract: string; pan: string };

const DOMAIN = 'flipkoins.com';
const PAN = 'ABCPE1234F';
const AADHAAR = '234123412346';
const ACCOUNT = '000123456789';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

function form(overrides: Partial<EmployeeBody> = {}): EmployeeBody {
  const n = ++sequence;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    dob: '1994-05-06',
    personal_email: `asha${n}@gmail.com`,
    phone: '+919876543210',
    client_id: acme.id,
    flipkoins_email: `asha.rao${n}@${DOMAIN}`,
    company_email: `asha${n}@acme.example`,
    country_id: l.country,
    state_id: l.state,
    city_id: l.city,
    employee_id: `FK-${n}`,
    skill_id: [l.skill.React!],
    contract_type_id: l.fullTime,
    joining_date: '2025-01-06',
    designation: 'Frontend Engineer',
    current_project: 'Portal',
    reporting_manager: ['lead@flipkoins.com', 'hr@flipkoins.com'],
    ctc: '1200000',
    laptop_detail: 'MacBook Air, asset 42',
    contract: uploads.contract,
    contract_name: 'contract.pdf',
    current_address: 'Koramangala, Bengaluru',
    permanent_address: 'Mysuru',
    general_note: 'Prefers mornings',
    company_hr_ctc: '1500000',
    company_hr_laptop_detail: 'Client laptop',
    company_hr_contract: uploads.hrContract,
    company_hr_contract_name: 'hr-contract.pdf',
    name_as_per_bank: 'ASHA RAO',
    bank_name: 'HDFC Bank',
    account_number: ACCOUNT,
    ifsc_code: 'HDFC0000521',
    swift_code: '',
    pan_number: PAN,
    aadhar_number: AADHAAR,
    documents: [{ document_type_id: panCard, document: uploads.pan, document_name: 'pan.pdf' }],
    leave_types: [
      { slug: 'casual-leave', value: 10 },
      { slug: 'work-from-home', value: 99 },
    ],
    ...overrides,
  };
}

async function create(overrides: Partial<EmployeeBody> = {}) {
  const res = await call('POST', 'employees', hrms, form(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The employee's user with a password, signed in (as after following the invitation). */
async function signInAs(employee: { user_id: number }) {
  await ctx.app.deps.db
    .update(users)
    .set({ password_hash: await hashPassword('Emp@12345'), email_verified_at: new Date() })
    .where(eq(users.id, employee.user_id));
  return loginAs(ctx.app, { id: employee.user_id });
}

beforeAll(async () => {
  ctx = await buildTestApp({ orgName: 'Flipkoins', orgEmailDomain: DOMAIN });
  l = await jobPortalLookups(ctx.app);
  acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  globex = await createCompany(ctx.app, { company_name: 'Globex Industries' });
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: acmeAdmin } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  const [type] = await ctx.app.deps.db
    .select()
    .from(documentTypes)
    .where(sql`${documentTypes.group_key} = 'employee' and ${documentTypes.type} = 'PAN Card'`);
  panCard = type!.id;
  uploads = {
    contract: await uploadFile(ctx, hrms, 'contract', samplePdf('Contract'), 'contract.pdf'),
    hrContract: await uploadFile(ctx, hrms, 'contract', samplePdf('HR contract'), 'hr-contract.pdf'),
    pan: await uploadFile(ctx, hrms, 'documents', samplePdf('PAN'), 'pan.pdf'),
  };
});
afterAll(() => ctx.close());

describe('POST employees (hrms)', () => {
  it('creates the employee and its user, and e-mails the invitation to the flipkoins e-mail', async () => {
    const res = await call('POST', 'employees', hrms, form({ flipkoins_email: 'New.Hire@Flipkoins.com' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json().data;
    expect(data).toMatchObject({
      full_name: 'Asha Rao',
      flipkoins_email: 'new.hire@flipkoins.com',
      client_id: acme.id,
      company_name: 'Acme Corp',
      reporting_manager: ['lead@flipkoins.com', 'hr@flipkoins.com'],
      skills: [{ id: l.skill.React, skill: 'React' }],
      contract_type: 'Full Time',
      ctc: '1200000.00',
      pan_number: PAN,
      aadhar_number: AADHAAR,
      account_number: ACCOUNT,
      is_revoked: 'N',
      email_verified: false,
      documents: [{ document_type_id: panCard, document_type: 'PAN Card', document_name: 'pan.pdf' }],
    });
    const [user] = await ctx.app.deps.db.select().from(users).where(eq(users.id, data.user_id));
    expect(user).toMatchObject({ type_slug: 'employee', role_slug: 'employee', password_hash: null });
    const mails = await ctx.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.hire@flipkoins.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/verify\?token=/);
  });

  it('starts every leave type at its default, with the counts hrms set; work from home stays read-only', async () => {
    const data = await create();
    const bySlug = Object.fromEntries(data.leaves.map((r: { slug: string }) => [r.slug, r]));
    expect(bySlug['casual-leave']).toEqual({
      type: 'Casual Leave',
      slug: 'casual-leave',
      count: 10,
      default_count: 12,
      approved_leaves: 0,
      remaining_leaves: 10,
      is_applicable: 'Y',
    });
    expect(bySlug['sick-leave']).toMatchObject({ count: 6, remaining_leaves: 6, is_applicable: 'Y' });
    expect(bySlug['work-from-home']).toMatchObject({ count: 0, is_applicable: 'N' });
  });

  it('stores PAN, Aadhaar, the bank account, its holder name and both CTCs encrypted', async () => {
    const data = await create();
    const { rows } = await ctx.app.deps.db.execute<Record<string, string>>(
      sql`select pan_number, aadhar_number, account_number, ifsc_code, name_as_per_bank, ctc, company_hr_ctc
          from employees where id = ${data.id}`,
    );
    for (const value of Object.values(rows[0]!)) expect(value).toMatch(/^enc:v1:/);
    expect(JSON.stringify(rows[0])).not.toMatch(/ABCPE1234F|ASHA RAO|1200000|1500000/);
    const read = (await call('GET', `employees/${data.id}`, hrms)).json().data;
    expect(read).toMatchObject({
      name_as_per_bank: 'ASHA RAO',
      ctc: '1200000.00',
      company_hr_ctc: '1500000.00',
    });
  });

  it('encrypts at start the holder names and CTCs stored in plain text before', async () => {
    const data = await create();
    await ctx.app.deps.db.execute(
      sql`update employees set name_as_per_bank = 'ASHA R', ctc = '1300000.00', company_hr_ctc = '1600000.00'
          where id = ${data.id}`,
    );
    const changed = await encryptPlainValues(ctx.app.deps.db, ctx.app.log);
    expect(changed.employees).toBe(1);
    const { rows } = await ctx.app.deps.db.execute<Record<string, string>>(
      sql`select name_as_per_bank, ctc, company_hr_ctc from employees where id = ${data.id}`,
    );
    for (const value of Object.values(rows[0]!)) expect(value).toMatch(/^enc:v1:/);
    const read = (await call('GET', `employees/${data.id}`, hrms)).json().data;
    expect(read).toMatchObject({
      name_as_per_bank: 'ASHA R',
      ctc: '1300000.00',
      company_hr_ctc: '1600000.00',
    });
  });

  it("refuses a flipkoins e-mail outside the company's domain with the spec's message, saving nothing", async () => {
    const before = await ctx.app.deps.db.$count(employees);
    const res = await call('POST', 'employees', hrms, form({ flipkoins_email: 'asha@gmail.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Flipkoins email is not a valid Flipkoins Email');
    expect(await ctx.app.deps.db.$count(employees)).toBe(before);
  });

  it.each([
    [{ first_name: '' }, M.firstNameRequired],
    [{ first_name: 'Al' }, M.firstNameShort],
    [{ last_name: '' }, M.lastNameShort],
    [{ phone: '12ab' }, M.phoneInvalid],
    [{ phone: '1234' }, M.phoneShort],
    [{ client_id: '' }, M.clientRequired],
    [{ client_id: 999999 }, M.clientRequired],
    [{ flipkoins_email: '' }, M.flipkoinsEmailRequired],
    [{ flipkoins_email: 'nope' }, M.emailInvalid],
    [{ employee_id: '' }, M.employeeIdRequired],
    [{ reporting_manager: [] }, M.reportingManagerRequired],
    [{ laptop_detail: 'x'.repeat(5001) }, M.laptopTooLong],
    [{ permanent_address: 'x'.repeat(2001) }, M.permanentAddressTooLong],
    [{ general_note: 'x'.repeat(5001) }, M.generalNoteTooLong],
    [{ account_number: '12345' }, IDENTIFIER_MESSAGES.accountNumberMin],
    [{ account_number: '1234abcd' }, IDENTIFIER_MESSAGES.accountNumber],
    [{ pan_number: 'ABCDE1234' }, IDENTIFIER_MESSAGES.pan],
    [{ aadhar_number: '234123412345' }, IDENTIFIER_MESSAGES.aadhaarCheck],
  ] as [Partial<EmployeeBody>, string][])('answers %j with "%s"', async (overrides, message) => {
    const res = await call('POST', 'employees', hrms, form(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes only an http(s) address for LinkedIn, from hrms and from the employee itself', async () => {
    for (const linkedin of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<b>x</b>',
      '/api/v1/users/logout',
      'https:evil.example',
      'www.acme.example',
    ]) {
      const res = await call('POST', 'employees', hrms, form({ linkedin }));
      expect(res.statusCode, linkedin).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'linkedin', message: FILE_FIELD_MESSAGES.urlInvalid });
    }
    const me = await create({ linkedin: 'https://www.linkedin.com/in/asha' });
    expect(me.linkedin).toBe('https://www.linkedin.com/in/asha');
    const headers = await signInAs(me);
    const own = await call('PUT', 'employees/profile', headers, {
      first_name: 'Asha',
      last_name: 'Rao',
      linkedin: 'javascript:alert(1)',
      updated_at: me.updated_at,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toContainEqual({ path: 'linkedin', message: FILE_FIELD_MESSAGES.urlInvalid });
    const kept = (await call('GET', `employees/${me.id}`, hrms)).json().data;
    expect(kept.linkedin).toBe('https://www.linkedin.com/in/asha');
  });

  it('answers 409 for a taken employee ID or e-mail', async () => {
    const first = await create();
    const sameId = await call(
      'POST',
      'employees',
      hrms,
      form({ employee_id: first.employee_id.toLowerCase() }),
    );
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toBe(M.employeeIdTaken);
    const sameEmail = await call('POST', 'employees', hrms, form({ flipkoins_email: first.flipkoins_email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(M.emailTaken);
  });

  it('takes only files uploaded through master/upload-file, into their folder, by the caller', async () => {
    const invented = await call(
      'POST',
      'employees',
      hrms,
      form({ contract: '/api/v1/files/contract/x.pdf' }),
    );
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(M.contractNotUploaded);

    const aResume = await uploadFile(ctx, hrms, 'cv', samplePdf('CV'), 'cv.pdf');
    const wrongFolder = await call('POST', 'employees', hrms, form({ company_hr_contract: aResume }));
    expect(wrongFolder.json().message).toBe(M.companyHrContractNotUploaded);

    const theirs = await uploadFile(ctx, acmeAdmin, 'documents', samplePdf('Other'), 'other.pdf');
    const othersFile = await call(
      'POST',
      'employees',
      hrms,
      form({ documents: [{ document_type_id: panCard, document: theirs, document_name: 'other.pdf' }] }),
    );
    expect(othersFile.statusCode).toBe(400);
    expect(othersFile.json().message).toBe(COMMON_MESSAGES.fileInvalid);

    const saved = await call('POST', 'employees', hrms, form({ resume: aResume, resume_name: 'cv.pdf' }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.resume).toBe(aResume);
  });

  it('is refused to the company area and to employees', async () => {
    expect((await call('POST', 'employees', acmeAdmin, form())).statusCode).toBe(403);
  });
});

describe('PUT employees/{id} (hrms)', () => {
  it('keeps a new bank account pending until a second hrms user confirms it', async () => {
    const me = await create();
    const newEmail = `moved${sequence}@${DOMAIN}`;
    const res = await call('PUT', `employees/${me.id}`, hrms, {
      ...form({ employee_id: me.employee_id, flipkoins_email: newEmail }),
      account_number: '999988887777',
      ifsc_code: 'ICIC0000104',
      updated_at: me.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The salary still goes to the confirmed account: the record answers it until confirmation.
    expect(res.json().data).toMatchObject({
      account_number: ACCOUNT,
      ifsc_code: 'HDFC0000521',
      bank_details_changed: null,
      bank_change_pending: {
        fields: [
          { label: 'Account number', value: '999988887777' },
          { label: 'IFSC code', value: 'ICIC0000104' },
        ],
      },
    });
    const told = await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.flipkoins_email));
    const notice = told.find((m) => m.subject === 'Bank details change requested for Asha Rao');
    expect(notice?.text).toContain('Account number, IFSC code.');
    expect(JSON.stringify(notice)).not.toMatch(/999988887777|7777|ICIC/);

    // The company area never sees account detail, its trail or the pending change.
    const company = (await call('GET', `employees/${me.id}`, acmeAdmin)).json().data;
    expect(company).not.toHaveProperty('bank_details_changed');
    expect(company).not.toHaveProperty('bank_change_pending');

    const pending = await call('GET', 'bank-changes?status=pending&limit=100', hrms);
    const change = pending
      .json()
      .data.list.find(
        (c: { entity: string; entity_id: number }) => c.entity === 'employee' && c.entity_id === me.id,
      );
    expect(change).toMatchObject({
      record_name: 'Asha Rao',
      own: true,
      fields: [
        { label: 'Account number', old_value: '•••• 6789', new_value: '•••• 7777' },
        { label: 'IFSC code', old_value: '•••• 0521', new_value: '•••• 0104' },
      ],
    });
    const own = await call('POST', `bank-changes/${change.id}/confirm`, hrms, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(BANK_CHANGE_MESSAGES.ownChange);
    // The employee reads that a change waits (which fields, not the values) and never confirms it.
    const employeeHeaders = await signInAs(me);
    expect(
      (await call('GET', 'employees/profile', employeeHeaders)).json().data.bank_change_pending,
    ).toMatchObject({
      fields: [
        { label: 'Account number', value: null },
        { label: 'IFSC code', value: null },
      ],
    });
    expect((await call('POST', `bank-changes/${change.id}/confirm`, employeeHeaders, {})).statusCode).toBe(
      403,
    );

    const { headers: secondHrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const confirmed = await call('POST', `bank-changes/${change.id}/confirm`, secondHrms, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await call('GET', `employees/${me.id}`, hrms)).json().data;
    expect(after).toMatchObject({
      account_number: '999988887777',
      ifsc_code: 'ICIC0000104',
      bank_change_pending: null,
      bank_details_changed: {
        fields: ['Account number', 'IFSC code'],
        confirmed_by_name: expect.any(String),
      },
    });
    const changed = (await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, newEmail))).find(
      (m) => m.subject === 'Bank details changed for Asha Rao',
    );
    expect(JSON.stringify(changed)).not.toMatch(/999988887777|7777|•/);
  });

  it('records nothing when the bank details stay the same', async () => {
    const me = await create();
    const res = await call('PUT', `employees/${me.id}`, hrms, {
      ...form({ employee_id: me.employee_id, flipkoins_email: me.flipkoins_email }),
      designation: 'Staff Engineer',
      updated_at: me.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bank_details_changed: null, bank_change_pending: null });
  });
});

describe('the company area', () => {
  it('lists only its own employees, and answers 404 for another company’s', async () => {
    const mine = await create({ first_name: 'Mina' });
    const theirs = await create({ client_id: globex.id, first_name: 'Theo' });
    const list = await call('POST', 'filters/employees?limit=100', acmeAdmin, { client_id: globex.id });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.list.map((e: { id: number }) => e.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await call('GET', `employees/${theirs.id}`, acmeAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `employees/${theirs.id}`, acmeAdmin, form())).statusCode).toBe(404);
  });

  it('never receives the client, HR, account, documents, company HR or flipkoins fields', async () => {
    const mine = await create();
    const res = await call('GET', `employees/${mine.id}`, acmeAdmin);
    expect(res.statusCode).toBe(200);
    const raw = res.body;
    for (const field of [
      'client_id',
      'flipkoins_email',
      '"ctc"',
      'laptop_detail',
      'general_note',
      'permanent_address',
      'company_hr_ctc',
      'company_hr_contract',
      'account_number',
      'pan_number',
      'aadhar_number',
      'documents',
      'interview_status',
    ]) {
      expect(raw).not.toContain(field);
    }
    expect(raw).not.toContain(PAN);
    expect(res.json().data).toMatchObject({
      employee_id: mine.employee_id,
      company_email: mine.company_email,
    });
  });

  it('edits what it sees; hidden fields and leave counts keep their values', async () => {
    const mine = await create();
    const res = await call('PUT', `employees/${mine.id}`, acmeAdmin, {
      ...form({ employee_id: mine.employee_id, designation: 'Lead Engineer' }),
      client_id: undefined,
      flipkoins_email: undefined,
      ctc: '1',
      pan_number: 'ZZZPZ9999Z',
      documents: [],
      leave_types: [{ slug: 'casual-leave', value: 1 }],
      updated_at: mine.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const full = (await call('GET', `employees/${mine.id}`, hrms)).json().data;
    expect(full).toMatchObject({
      designation: 'Lead Engineer',
      client_id: acme.id,
      flipkoins_email: mine.flipkoins_email,
      ctc: '1200000.00',
      pan_number: PAN,
    });
    expect(full.documents).toHaveLength(1);
    expect(full.leaves.find((r: { slug: string }) => r.slug === 'casual-leave').count).toBe(10);
  });

  it('refuses a client role user, who has no employee area', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'client', role: 'user', company_id: acme.id });
    expect((await call('POST', 'filters/employees', headers, {})).statusCode).toBe(403);
  });
});

describe('the employee itself', () => {
  it('reads its own profile with account detail masked, and another employee answers 404', async () => {
    const me = await create();
    const other = await create();
    const headers = await signInAs(me);
    const own = await call('GET', 'employees/profile', headers);
    expect(own.statusCode, own.body).toBe(200);
    const data = own.json().data;
    expect(data).toMatchObject({ id: me.id, pan_number: 'XXXX-XXXX-234F', aadhar_number: 'XXXX-XXXX-2346' });
    expect(data.account_number).toBe('•••• 6789');
    for (const field of ['client_id', 'general_note', 'company_hr_ctc', 'company_hr_contract']) {
      expect(data).not.toHaveProperty(field);
    }
    expect((await call('GET', `employees/${me.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `employees/${other.id}`, headers)).statusCode).toBe(404);
    expect((await call('GET', `remaining-leaves/${other.id}`, headers)).statusCode).toBe(404);
    expect((await call('POST', 'filters/employees', headers, {})).statusCode).toBe(403);
  });

  it('changes its own editable fields; read-only ones sent along are ignored', async () => {
    const me = await create();
    const headers = await signInAs(me);
    const mine = { first_name: 'Ashwini', last_name: 'Rao', phone: '+911234567890' };
    const res = await call('PUT', 'employees/profile', headers, {
      ...mine,
      employee_id: 'HACKED',
      ctc: '99',
      client_id: globex.id,
      designation: 'CEO',
      updated_at: me.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stale = await call('PUT', 'employees/profile', headers, { ...mine, updated_at: me.updated_at });
    expect(stale.statusCode).toBe(409);
    const unversioned = await call('PUT', 'employees/profile', headers, mine);
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
    const full = (await call('GET', `employees/${me.id}`, hrms)).json().data;
    expect(full).toMatchObject({
      first_name: 'Ashwini',
      phone: '+911234567890',
      employee_id: me.employee_id,
      ctc: '1200000.00',
      client_id: acme.id,
      designation: 'Frontend Engineer',
    });
    // A PUT to the hrms route is refused outright.
    expect((await call('PUT', `employees/${me.id}`, headers, form())).statusCode).toBe(403);

    // The resume it attaches is its own upload, never a made-up key.
    const version = res.json().data.updated_at;
    const invented = await call('PUT', 'employees/profile', headers, {
      ...mine,
      resume: '/api/v1/files/cv/someone-else.pdf',
      updated_at: version,
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(M.resumeNotUploaded);
    const cv = await uploadFile(ctx, headers, 'cv', samplePdf('My CV'), 'my-cv.pdf');
    const attached = await call('PUT', 'employees/profile', headers, {
      ...mine,
      resume: cv,
      updated_at: version,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.resume).toBe(cv);
  });

  it('reads its own leave rows', async () => {
    const me = await create();
    const headers = await signInAs(me);
    const res = await call('GET', 'employee-leaves', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((r: { slug: string }) => r.slug === 'casual-leave')).toMatchObject({
      count: 10,
      remaining_leaves: 10,
    });
    const hr = await call('GET', `remaining-leaves/${me.id}`, hrms);
    expect(hr.json().data).toEqual(res.json().data);
  });
});

describe('GET employees/reporting-managers', () => {
  const lookup = async (headers: Headers, search: string) => {
    const res = await call(
      'GET',
      `employees/reporting-managers?search=${encodeURIComponent(search)}`,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string[];
  };

  it('offers the addresses already given, within the viewer’s scope, as they change', async () => {
    const acmeStaff = await create({
      reporting_manager: ['Quinn.Lead@flipkoins.com', 'zoe.qa@acme.example'],
    });
    await create({ client_id: globex.id, reporting_manager: ['quentin.boss@globex.example'] });

    // One or two characters: the start of an address; three or more: anywhere in it.
    expect(await lookup(hrms, 'qu')).toEqual(['quentin.boss@globex.example', 'quinn.lead@flipkoins.com']);
    expect(await lookup(hrms, 'BOSS@glob')).toEqual(['quentin.boss@globex.example']);
    expect(await lookup(hrms, '')).toEqual([]);
    // The company area: its own company's employees' addresses only.
    expect(await lookup(acmeAdmin, 'qu')).toEqual(['quinn.lead@flipkoins.com']);
    expect(await lookup(acmeAdmin, 'boss')).toEqual([]);

    // The rows follow the employee's saves.
    const res = await call('PUT', `employees/${acmeStaff.id}`, hrms, {
      ...form({ employee_id: acmeStaff.employee_id, flipkoins_email: acmeStaff.flipkoins_email }),
      reporting_manager: ['zoe.qa@acme.example'],
      updated_at: acmeStaff.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lookup(hrms, 'qui')).toEqual([]);
    expect(await lookup(acmeAdmin, 'zoe')).toEqual(['zoe.qa@acme.example']);
  });

  it('answers at most 20 addresses and refuses an employee and an anonymous caller', async () => {
    await create({ reporting_manager: Array.from({ length: 25 }, (_, i) => `many${i}@flipkoins.com`) });
    expect(await lookup(hrms, 'many')).toHaveLength(20);
    const me = await create();
    const asEmployee = await call('GET', 'employees/reporting-managers?search=many', await signInAs(me));
    expect(asEmployee.statusCode).toBe(403);
    expect((await call('GET', 'employees/reporting-managers?search=many')).statusCode).toBe(401);
  });
});

describe('PUT employees/profile-access', () => {
  it('blocks sign-in and ends open sessions at once; unblocking restores sign-in', async () => {
    const me = await create();
    const headers = await signInAs(me);
    expect((await call('GET', 'employees/profile', headers)).statusCode).toBe(200);

    const block = await call('PUT', 'employees/profile-access', hrms, { employeeId: me.id, isRevoked: 'Y' });
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().message).toBe(M.blocked);
    expect((await call('GET', 'employees/profile', headers)).statusCode).toBe(401);
    const login = () => call('POST', 'users/login', {}, { email: me.flipkoins_email, password: 'Emp@12345' });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.accessBlocked);
    expect((await call('GET', `employees/${me.id}`, hrms)).json().data.is_revoked).toBe('Y');

    const unblock = await call('PUT', 'employees/profile-access', hrms, {
      employeeId: me.id,
      isRevoked: 'N',
    });
    expect(unblock.json().message).toBe(M.unblocked);
    expect((await login()).statusCode).toBe(200);
  });

  it('is for hrms only and checks its input', async () => {
    const me = await create();
    expect(
      (await call('PUT', 'employees/profile-access', acmeAdmin, { employeeId: me.id, isRevoked: 'Y' }))
        .statusCode,
    ).toBe(403);
    const bad = await call('PUT', 'employees/profile-access', hrms, {
      employeeId: me.id,
      isRevoked: 'maybe',
    });
    expect(bad.json().message).toBe(M.revokedInvalid);
    expect(
      (await call('PUT', 'employees/profile-access', hrms, { employeeId: 999999, isRevoked: 'Y' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST filters/employees', () => {
  it('searches, filters by skill and client, and pages', async () => {
    const zed = await create({ first_name: 'Zebulon', skill_id: [l.skill.Java!], client_id: globex.id });
    const search = await call('POST', 'filters/employees?limit=10', hrms, { search: 'zebul' });
    expect(search.json().data.list.map((e: { id: number }) => e.id)).toEqual([zed.id]);
    expect(search.json().data.list[0]).toMatchObject({ skills: 'Java', company_name: 'Globex Industries' });
    const bySkill = await call('POST', 'filters/employees', hrms, { skill_id: [l.skill.Java] });
    expect(bySkill.json().data.list.map((e: { id: number }) => e.id)).toEqual([zed.id]);
    const byClient = await call('POST', 'filters/employees', hrms, { client_id: globex.id });
    expect(byClient.json().data.list.every((e: { client_id: number }) => e.client_id === globex.id)).toBe(
      true,
    );
    const paged = await call('POST', 'filters/employees?skip=0&limit=2', hrms, {});
    expect(paged.json().data.list).toHaveLength(2);
    expect(paged.json().data.numberOfPages).toBe(Math.ceil(paged.json().data.count / 2));
    const capped = await call('POST', 'filters/employees?limit=5000', hrms, {});
    expect(capped.statusCode).toBe(200);
  });

  it('matches one or two characters at the start of the name only', async () => {
    const quinn = await create({ first_name: 'Quinn', last_name: 'Aquino' });
    const ids = async (search: string) =>
      (await call('POST', 'filters/employees?limit=100', hrms, { search }))
        .json()
        .data.list.map((e: { id: number }) => e.id);
    expect(await ids('QU')).toEqual([quinn.id]);
    // 'qu' inside "Aquino" is not a start, so it does not match on its own.
    expect(await ids('aq')).toEqual([]);
    expect(await ids('aqui')).toEqual([quinn.id]);
  });

  it('stops counting at the cap and says the count is a lower bound', async () => {
    const config = ctx.app.deps.config as { listCountCap: number };
    const cap = config.listCountCap;
    config.listCountCap = 2;
    try {
      const page = (await call('POST', 'filters/employees?skip=0&limit=1', hrms, {})).json().data;
      expect(page).toMatchObject({ count: 2, numberOfPages: 2, countIsLowerBound: true });
      // The company area is counted within its own company, capped the same way.
      const own = (await call('POST', 'filters/employees?skip=0&limit=1', acmeAdmin, {})).json().data;
      expect(own).toMatchObject({ count: 2, countIsLowerBound: true });
    } finally {
      config.listCountCap = cap;
    }
  });
});

describe('hire from an applicant', () => {
  async function applicantWith(statusName: string) {
    const position = await call(
      'POST',
      'positions',
      hrms,
      positionForm(l, acme.id, { position: 'Frontend Dev' }),
    );
    const { rows } = await ctx.app.deps.db.execute<{ id: number }>(
      sql`select id from interview_statuses where status = ${statusName}`,
    );
    const res = await call(
      'POST',
      'applicants',
      hrms,
      applicantForm(l, acme.id, position.json().data.id, {
        joining_date: '2025-04-01',
        interview_status: [
          { interview_status: l.screening, comment: 'Screened', date: '2025-03-01' },
          { interview_status: rows[0]!.id, comment: 'Joined on time', date: '2025-04-01' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  it('pre-fills the employee form, links both ways and carries the interview history', async () => {
    const applicant = await applicantWith('Joined');
    const draft = await call('GET', `employees/from-applicant/${applicant.id}`, hrms);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      applicant_id: applicant.id,
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '+919876543210',
      personal_email: 'asha.rao@example.com',
      client_id: acme.id,
      country_id: l.country,
      city_id: l.city,
      resume: '/api/v1/files/cv/fixture-asha-cv.pdf',
      joining_date: '2025-04-01',
      designation: 'Frontend Dev',
    });
    expect(draft.json().data.skill_id.sort()).toEqual([l.skill.React, l.skill['Node.js']].sort());

    const employee = await create({ ...draft.json().data, interview_status: undefined });
    expect(employee.applicant_id).toBe(applicant.id);
    expect(employee.interview_status.map((r: { status: string }) => r.status)).toEqual([
      'Joined',
      'Screening',
    ]);
    expect((await call('GET', `applicants/${applicant.id}`, hrms)).json().data.employee_id).toBe(employee.id);

    const again = await call('GET', `employees/from-applicant/${applicant.id}`, hrms);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.applicantAlreadyHired);
  });

  it('refuses an applicant who has not joined', async () => {
    const applicant = await applicantWith('Offered');
    const res = await call('GET', `employees/from-applicant/${applicant.id}`, hrms);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.applicantNotJoined);
    const post = await call('POST', 'employees', hrms, form({ applicant_id: applicant.id }));
    expect(post.json().message).toBe(M.applicantNotJoined);
  });
});

describe('GET master/organisation', () => {
  it('answers the name and e-mail domain the form checks against', async () => {
    const res = await call('GET', 'master/organisation', hrms);
    expect(res.json().data).toEqual({ org_name: 'Flipkoins', org_email_domain: DOMAIN });
  });
});
