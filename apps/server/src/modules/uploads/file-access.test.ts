// Issue 21: a file is read by whoever may read its record. Partner users downloaded a client's MSA
// and a super-admin with role user a partner's PAN card while GET clients/{id} and partners/{id}
// answered them 403. This walks every registered file column with callers of every kind: the file
// answers 200 exactly when a GET route of a record holding it answers 200 and shows it, else 404.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, createUser, loginAs, signedIn } from '../../test/factories';
import { applicantForm, jobPortalLookups, positionForm } from '../../test/job-portal.fixtures';
import { clientPayload, documentTypeOf, partnerPayload } from '../../test/org-fixtures';
import { samplePdf, samplePng } from '../../test/sample-files';
import { employeeDocuments } from '../employees/employees.tables';
import { invoiceSends, invoiceStatuses, invoices } from '../invoices/invoices.tables';
import { mailOutbox } from '../mail/mail.tables';
import { partnerBills } from '../partner-bills/partner-bills.tables';
import { payrolls } from '../payrolls/payrolls.tables';
import {
  reimbursementLines,
  reimbursementStatuses,
  reimbursements,
} from '../reimbursements/reimbursements.tables';
import { users } from '../users/users.tables';
import type { FileColumn } from './file-holders';
import { files } from './uploads.tables';

let ctx: TestContext;
const call = apiCaller(() => ctx.app);

/** A record holding files: its id and, per column (`table.column`), the uploaded_url it holds. */
interface Fixture {
  id: number;
  urls: Record<string, string>;
}
const fixtures: Record<string, Fixture[]> = {};
const callers: Record<string, Headers> = {};

const columnName = (c: FileColumn) => `${getTableName(c.column.table)}.${c.column.name}`;

/** A real file the server added itself (no uploader, so nobody reads it as its uploader). */
async function stored(folder: string, image = false): Promise<string> {
  const key = `${folder}/${randomUUID()}.${image ? 'png' : 'pdf'}`;
  const bytes = image ? samplePng() : samplePdf(folder);
  const mime = image ? 'image/png' : 'application/pdf';
  await ctx.app.deps.storage.put(key, bytes, mime);
  await ctx.app.deps.db
    .insert(files)
    .values({ key, folder, original_name: path.basename(key), mime_type: mime, size: bytes.length });
  return `/api/v1/files/${key}`;
}

async function created(url: string, headers: Headers, body: unknown) {
  const res = await call('POST', url, headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.app.deps.db;
  const admin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  const l = await jobPortalLookups(ctx.app);

  // A client with its logo and MSA, a partner with its logo and PAN card.
  const [logo, msa] = [await stored('company', true), await stored('documents')];
  const msaType = await documentTypeOf(ctx.app, 'client');
  const client = await created(
    'clients',
    admin.headers,
    await clientPayload(ctx.app, {
      company_logo: logo,
      documents: [{ document_type_id: msaType.id, document: msa, document_name: 'msa.pdf' }],
    }),
  );
  fixtures.client = [
    { id: client.id, urls: { 'companies.company_logo': logo, 'company_documents.document': msa } },
  ];
  const [partnerLogo, pan] = [await stored('partners', true), await stored('documents')];
  const panType = await documentTypeOf(ctx.app, 'partners', 'PAN Card');
  const partner = await created(
    'partners/create',
    admin.headers,
    await partnerPayload(ctx.app, {
      company_logo: partnerLogo,
      documents: [{ document_type_id: panType.id, document: pan, document_name: 'pan.pdf' }],
    }),
  );
  fixtures.partner = [
    {
      id: partner.id,
      urls: { 'partners_accounts.company_logo': partnerLogo, 'partner_documents.document': pan },
    },
  ];

  // A position and an applicant of the client; each also shows the client's logo.
  const jd = await stored('jd');
  const position = await created(
    'positions',
    admin.headers,
    positionForm(l, client.id, { job_description: jd }),
  );
  fixtures.position = [
    { id: position.id, urls: { 'positions.job_description': jd, 'companies.company_logo': logo } },
  ];
  const [cv, clientCv] = [await stored('cv'), await stored('client_cv')];
  const applicant = await created(
    'applicants',
    admin.headers,
    applicantForm(l, client.id, position.id, { cv, client_cv: clientCv, email: 'files.matrix@example.com' }),
  );
  fixtures.applicant = [
    {
      id: applicant.id,
      urls: { 'applicants.cv': cv, 'applicants.client_cv': clientCv, 'companies.company_logo': logo },
    },
  ];

  // An employee of the client with its resume, contracts and a document; its payslip and a claim.
  const employeeUser = await createUser(ctx.app, { type: 'employee', email: 'files.matrix@flipkoins.com' });
  const [resume, contract, hrContract, aadhaar] = [
    await stored('cv'),
    await stored('contract'),
    await stored('contract'),
    await stored('documents'),
  ];
  const employee = await createEmployee(ctx.app, {
    user_id: employeeUser.id,
    client_id: client.id,
    resume,
    contract,
    company_hr_contract: hrContract,
  });
  const aadhaarType = await documentTypeOf(ctx.app, 'employee');
  await db
    .insert(employeeDocuments)
    .values({ employee_id: employee.id, document_type_id: aadhaarType.id, document: aadhaar });
  fixtures.employee = [
    {
      id: employee.id,
      urls: {
        'employees.resume': resume,
        'employees.contract': contract,
        'employees.company_hr_contract': hrContract,
        'employee_documents.document': aadhaar,
      },
    },
  ];
  const payslip = await stored('payslips');
  const [payroll] = await db
    .insert(payrolls)
    .values({
      user_id: employeeUser.id,
      payslip,
      payslip_name: 'payslip.pdf',
      payslip_date: '2026-01-31',
      payslip_month: '2026-01-01',
    })
    .returning();
  fixtures.payroll = [{ id: payroll!.id, urls: { 'payrolls.payslip': payslip } }];
  const receipt = await stored('reimbursements');
  const [submitted] = await db
    .select()
    .from(reimbursementStatuses)
    .where(sql`${reimbursementStatuses.slug} = 'submitted'`);
  const [claim] = await db
    .insert(reimbursements)
    .values({
      user_id: employeeUser.id,
      from_date: '2026-01-01',
      to_date: '2026-01-02',
      description: 'Travel',
      reimbursement_status_id: submitted!.id,
      currency: 'INR',
      claimed_total: '100.00',
    })
    .returning();
  await db.insert(reimbursementLines).values({
    reimbursement_id: claim!.id,
    expense_date: '2026-01-01',
    category: 'Travel',
    amount: '100.00',
    currency: 'INR',
    document: receipt,
    document_name: 'receipt.pdf',
  });
  fixtures.reimbursement = [{ id: claim!.id, urls: { 'reimbursement_lines.document': receipt } }];

  // A sent invoice of the client with its attachment and the document its send e-mailed.
  const [attachment, sentDocument] = [await stored('invoices'), await stored('invoices')];
  const [sent] = await db.select().from(invoiceStatuses).where(sql`${invoiceStatuses.slug} = 'sent'`);
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoice_number: 'FILES/1',
      invoiced_date: '2026-01-01',
      company_id: client.id,
      invoice_status_id: sent!.id,
      billing_email: 'ap@client.example',
      total_amount: '1000.00',
      invoice_attachment: attachment,
      locked_at: new Date(),
    })
    .returning();
  const [mail] = await db
    .insert(mailOutbox)
    .values({ to: 'ap@client.example', subject: 'Invoice', text: 'Invoice' })
    .returning();
  await db.insert(invoiceSends).values({
    invoice_id: invoice!.id,
    mail_id: mail!.id,
    billing_email: 'ap@client.example',
    cc_email: '',
    scheduled_at: new Date(),
    sent_by: admin.user.id,
    document_key: sentDocument.replace('/api/v1/files/', ''),
    document_name: 'invoice.pdf',
    document_sha256: 'x',
  });
  fixtures.invoice = [
    {
      id: invoice!.id,
      urls: { 'invoices.invoice_attachment': attachment, 'invoice_sends.document_key': sentDocument },
    },
  ];

  // A bill the partner filed with its PDF: the partner's users and accounts read it.
  const billPdf = await stored('invoices');
  const [bill] = await db
    .insert(partnerBills)
    .values({
      partners_account_id: partner.id,
      month: '2026-01-01',
      bill_number: 'FILES/1',
      amount: '100.00',
      document: billPdf,
      document_name: 'bill.pdf',
    })
    .returning();
  fixtures['partner-bill'] = [{ id: bill!.id, urls: { 'partner_bills.document': billPdf } }];

  // A user of the client with a profile picture.
  const picture = await stored('user', true);
  const pictured = await createUser(ctx.app, { type: 'client', role: 'user', company_id: client.id });
  await db.update(users).set({ profile_image: picture }).where(sql`${users.id} = ${pictured.id}`);
  fixtures.user = [{ id: pictured.id, urls: { 'users.profile_image': picture } }];

  // Callers of every kind, each asking for every file and every record.
  const other = await createCompany(ctx.app);
  const as = async (options: Parameters<typeof createUser>[1]) =>
    loginAs(ctx.app, await createUser(ctx.app, options));
  Object.assign(callers, {
    'super-admin admin': admin.headers,
    'super-admin user': await as({
      type: 'super-admin',
      role: 'user',
      permissions: ['list-users', 'list-positions', 'list-applicants'],
    }),
    'client admin': await as({ type: 'client', role: 'admin', company_id: client.id }),
    'client user': await as({
      type: 'client',
      role: 'user',
      company_id: client.id,
      permissions: ['list-applicants'],
    }),
    'other client admin': await as({ type: 'client', role: 'admin', company_id: other.id }),
    'partners admin': await as({ type: 'partners', role: 'admin', partners_account_id: partner.id }),
    'partners user': await as({ type: 'partners', role: 'user', partners_account_id: partner.id }),
    'partners_client admin': await as({
      type: 'partners_client',
      role: 'admin',
      partners_account_id: partner.id,
    }),
    employee: await loginAs(ctx.app, employeeUser),
    'other employee': await as({ type: 'employee' }),
    'pictured user': await loginAs(ctx.app, pictured),
  });
});
afterAll(() => ctx.close());

const download = async (url: string, headers: Headers) => (await ctx.app.inject({ url, headers })).statusCode;

describe('file access follows record access', () => {
  it('has a record holding a file in every registered column', () => {
    const holders = ctx.app.deps.files.list();
    expect(holders.map((h) => h.record).sort()).toEqual(Object.keys(fixtures).sort());
    for (const holder of holders) {
      for (const column of holder.columns) {
        const covered = fixtures[holder.record]!.some((f) => f.urls[columnName(column)]);
        expect(covered, `${holder.record}: ${columnName(column)}`).toBe(true);
      }
    }
  });

  it('serves a file exactly to the callers a GET of a record holding it answers with it (else 404)', async () => {
    const readable = new Map<string, Set<string>>(); // url -> callers a record shows it to
    const refused: string[] = []; // "caller url" pairs whose record answered 403/404
    for (const holder of ctx.app.deps.files.list()) {
      for (const fixture of fixtures[holder.record]!) {
        for (const read of holder.reads) {
          for (const [caller, headers] of Object.entries(callers)) {
            const res = await ctx.app.inject({
              url: `/api/v1${read.path.replace(':id', String(fixture.id))}`,
              headers,
            });
            for (const url of Object.values(fixture.urls)) {
              if (res.statusCode === 200 && res.body.includes(url)) {
                readable.set(url, (readable.get(url) ?? new Set()).add(caller));
              } else if (res.statusCode === 403 || res.statusCode === 404) {
                refused.push(`${caller} ${url}`);
              }
            }
          }
        }
      }
    }
    const urls = new Set(Object.values(fixtures).flatMap((f) => f.flatMap((r) => Object.values(r.urls))));
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const url of urls) {
      for (const [caller, headers] of Object.entries(callers)) {
        outcomes.push(`${caller} ${url} ${await download(url, headers)}`);
        expected.push(`${caller} ${url} ${readable.get(url)?.has(caller) ? 200 : 404}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // The matrix is not one-sided: every file has readers, and refusals were met.
    for (const url of urls) expect(readable.get(url)?.size, url).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(50);
  });

  it('refuses the reported cases: a partner user and a client’s MSA, a super-admin user and a partner’s PAN card', async () => {
    const { id: clientId, urls: clientUrls } = fixtures.client![0]!;
    const { id: partnerId, urls: partnerUrls } = fixtures.partner![0]!;
    for (const caller of ['partners admin', 'partners user', 'partners_client admin']) {
      expect((await call('GET', `clients/${clientId}`, callers[caller])).status).toBe(403);
      expect(await download(clientUrls['company_documents.document']!, callers[caller]!), caller).toBe(404);
    }
    expect((await call('GET', `partners/${partnerId}`, callers['super-admin user'])).status).toBe(403);
    expect(await download(partnerUrls['partner_documents.document']!, callers['super-admin user']!)).toBe(
      404,
    );
    // Whoever may read them still gets them.
    expect(await download(clientUrls['company_documents.document']!, callers['super-admin admin']!)).toBe(
      200,
    );
    expect(await download(clientUrls['company_documents.document']!, callers['client admin']!)).toBe(200);
    expect(await download(partnerUrls['partner_documents.document']!, callers['partners admin']!)).toBe(200);
  });
});

describe('the upload module', () => {
  it('imports no feature module: the holders register with it, not the other way round', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const imported = [...source.matchAll(/from '\.\.\/([a-z-]+)\//g)].map((m) => m[1]);
      // auth's throttle is the sign-in rate limiter the upload rate shares, not a record module.
      expect(
        imported.filter((m) => m !== 'auth'),
        file,
      ).toEqual([]);
    }
  });
});
