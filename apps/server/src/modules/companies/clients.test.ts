// Clients and the company profile through the API (spec 001 §2, §5, §6, §8).
import {
  CLIENT_MESSAGES,
  DOCUMENT_MESSAGES,
  FILE_FIELD_MESSAGES,
  IDENTIFIER_MESSAGES,
} from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createUser, registerServerFiles, signedIn } from '../../test/factories';
import { clientPayload, documentTypeOf } from '../../test/org-fixtures';
import { companies } from './companies.tables';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedIn(ctx.app, { type: 'super-admin' });
  await registerServerFiles(
    ctx.app,
    ...['company/logo.png', 'documents/msa.pdf', 'documents/x.pdf', 'documents/sow.pdf'].map(
      (k) => `/api/v1/files/${k}`,
    ),
  );
});
afterAll(() => ctx.close());

const call = apiCaller(() => ctx.app);

describe('POST clients', () => {
  it('answers the spec messages for bad input', async () => {
    const bad = await clientPayload(ctx.app, {
      company_name: 'ab',
      primary_email: 'not-mail',
      phone: '12a',
      website: 'not a url',
      total_employees: 'many',
      zipcode: '1',
      city_id: '',
      gstin: '27AAACR5055K1Z8',
      billing_email: '',
    });
    const { status, body } = await call('POST', 'clients', admin.headers, bad);
    expect(status).toBe(400);
    expect(errorsOf(body)).toMatchObject({
      company_name: 'Please enter atleast three characters',
      primary_email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      website: 'Please enter a valid url',
      total_employees: 'Please enter numerical value',
      zipcode: 'Please enter a valid zipcode',
      city_id: 'Select or create the city',
      gstin: IDENTIFIER_MESSAGES.gstinCheck,
      billing_email: CLIENT_MESSAGES.billingEmailRequired,
    });
    const empty = await call('POST', 'clients', admin.headers, {});
    expect(errorsOf(empty.body)).toMatchObject({
      company_name: 'Please enter company name',
      website: 'Please enter the company website url',
      country_id: 'Select or create the country',
      billing_address: CLIENT_MESSAGES.billingAddressRequired,
    });
  });

  it('takes only http(s) addresses for website and LinkedIn, with a clear message', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<b>x</b>',
      '/api/v1/users/logout',
      'https:evil.example',
      'www.acme.example',
    ]) {
      const body = await clientPayload(ctx.app, { website: link, linkedin: link });
      const { status, body: answer } = await call('POST', 'clients', admin.headers, body);
      expect(status, link).toBe(400);
      expect(errorsOf(answer)).toMatchObject({
        website: 'Please enter a valid url',
        linkedin: FILE_FIELD_MESSAGES.urlInvalid,
      });
    }
    const body = await clientPayload(ctx.app, {
      website: 'HTTP://acme.example/about',
      linkedin: 'https://www.linkedin.com/company/acme',
    });
    const created = await call('POST', 'clients', admin.headers, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saved = (await call('GET', `clients/${created.body.data.id}`, admin.headers)).body.data;
    expect(saved).toMatchObject({
      website: 'HTTP://acme.example/about',
      linkedin: 'https://www.linkedin.com/company/acme',
    });
  });

  it('creates a client with a logo, keeping only documents with both a type and a file', async () => {
    const msa = await documentTypeOf(ctx.app, 'client');
    const body = await clientPayload(ctx.app, {
      company_logo: '/api/v1/files/company/logo.png',
      gstin: '27aaacr5055k1z7',
      total_employees: '250',
      documents: [
        { document_type_id: msa.id, document: '/api/v1/files/documents/msa.pdf', document_name: 'msa.pdf' },
        { document_type_id: msa.id, document: null },
        { document_type_id: '', document: '/api/v1/files/documents/orphan.pdf' },
      ],
    });
    const created = await call('POST', 'clients', admin.headers, body);
    expect(created.body.errors ?? []).toEqual([]);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(CLIENT_MESSAGES.created);
    expect(created.body.data).toMatchObject({
      company_name: body.company_name,
      company_logo: '/api/v1/files/company/logo.png',
      gstin: '27AAACR5055K1Z7',
      total_employees: 250,
      country: expect.any(String),
      billing_city: expect.any(String),
      documents: [{ document_type_id: msa.id, document_type: msa.type, document_name: 'msa.pdf' }],
    });
    const fetched = await call('GET', `clients/${created.body.data.id}`, admin.headers);
    expect(fetched.body.data.documents).toHaveLength(1);
  });

  it('refuses a document type of another group', async () => {
    const employeeType = await documentTypeOf(ctx.app, 'employee');
    const body = await clientPayload(ctx.app, {
      documents: [{ document_type_id: employeeType.id, document: '/api/v1/files/documents/x.pdf' }],
    });
    const { status, body: answer } = await call('POST', 'clients', admin.headers, body);
    expect(status).toBe(400);
    expect(answer.message).toBe(DOCUMENT_MESSAGES.typeInvalid);
  });

  it('refuses callers without create-client (403) and anonymous ones (401)', async () => {
    const body = await clientPayload(ctx.app);
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    expect((await call('POST', 'clients', clientAdmin.headers, body)).status).toBe(403);
    const superUser = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-clients'],
    });
    // Spec 000 §6: a super-admin of role user has client management hidden whatever its toggles.
    expect((await call('GET', 'clients', superUser.headers)).status).toBe(403);
    expect((await call('POST', 'clients', undefined, body)).status).toBe(401);
  });
});

describe('GET clients', () => {
  it('pages live clients by name with a search on name or e-mail', async () => {
    const a = await createCompany(ctx.app, {
      company_name: 'Zebra Listing One',
      primary_email: 'z1@list.example',
    });
    await createCompany(ctx.app, { company_name: 'alpha listing two', primary_email: 'a2@list.example' });
    const page = await call('GET', 'clients?search=listing&limit=1', admin.headers);
    expect(page.body.data).toMatchObject({ count: 2, numberOfPages: 2 });
    expect(page.body.data.list[0].company_name).toBe('alpha listing two');
    const byMail = await call('GET', 'clients?search=z1@list', admin.headers);
    expect(byMail.body.data.list.map((c: { id: number }) => c.id)).toEqual([a.id]);
  });
});

describe('PUT clients/:id', () => {
  it('updates, replaces documents and answers 409 on a stale updated_at', async () => {
    const created = (await call('POST', 'clients', admin.headers, await clientPayload(ctx.app))).body.data;
    const type = await documentTypeOf(ctx.app, 'client');
    const body = await clientPayload(ctx.app, {
      company_name: 'Renamed Client',
      updated_at: created.updated_at,
      documents: [
        { document_type_id: type.id, document: '/api/v1/files/documents/sow.pdf', document_name: 'sow.pdf' },
      ],
    });
    const updated = await call('PUT', `clients/${created.id}`, admin.headers, body);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      company_name: 'Renamed Client',
      documents: [{ document_name: 'sow.pdf' }],
    });
    const stale = await call('PUT', `clients/${created.id}`, admin.headers, body);
    expect(stale.status).toBe(409);
    expect((await call('PUT', 'clients/999999', admin.headers, body)).status).toBe(404);
  });
});

describe('DELETE clients/:id', () => {
  it("refuses the caller's own company with the spec's warning", async () => {
    const { status, body } = await call('DELETE', `clients/${admin.user.company_id}`, admin.headers);
    expect(status).toBe(403);
    expect(body.message).toBe("Warning: You can't delete your company");
  });

  it('refuses a client that still has users, and deletes an unused one', async () => {
    const used = await createCompany(ctx.app);
    await createUser(ctx.app, { type: 'client', company_id: used.id });
    const refused = await call('DELETE', `clients/${used.id}`, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This client still has 1 user. Move or delete them first.');

    const unused = await createCompany(ctx.app);
    const deleted = await call('DELETE', `clients/${unused.id}`, admin.headers);
    expect(deleted).toEqual({ status: 200, body: { data: null, message: CLIENT_MESSAGES.deleted } });
    expect((await call('GET', `clients/${unused.id}`, admin.headers)).status).toBe(404);
  });
});

describe('company profile', () => {
  it("gives a client admin its own company and 404 for another's", async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const own = await call('GET', `company-profile/${clientAdmin.user.company_id}`, clientAdmin.headers);
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(clientAdmin.user.company_id);
    const other = await createCompany(ctx.app);
    expect((await call('GET', `company-profile/${other.id}`, clientAdmin.headers)).status).toBe(404);
    const body = await clientPayload(ctx.app);
    expect((await call('PUT', `company-profile/${other.id}`, clientAdmin.headers, body)).status).toBe(404);
    // The HRMS client screens are not theirs.
    expect((await call('GET', `clients/${clientAdmin.user.company_id}`, clientAdmin.headers)).status).toBe(
      403,
    );
  });

  it('updates the own company', async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const id = clientAdmin.user.company_id!;
    const loaded = await call('GET', `company-profile/${id}`, clientAdmin.headers);
    const body = await clientPayload(ctx.app, {
      company_name: 'Own Company Renamed',
      updated_at: loaded.body.data.updated_at,
    });
    const updated = await call('PUT', `company-profile/${id}`, clientAdmin.headers, body);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: CLIENT_MESSAGES.profileUpdated,
      data: { company_name: 'Own Company Renamed' },
    });
    const clientUser = await signedIn(ctx.app, { type: 'client', role: 'user', company_id: id });
    expect((await call('GET', `company-profile/${id}`, clientUser.headers)).status).toBe(403);
  });

  it('saves a profile whose GSTIN predates the check while it is unchanged, and checks a changed one', async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const id = clientAdmin.user.company_id!;
    // As the demo data stored it before the check: well formed, wrong check character.
    await ctx.app.deps.db.update(companies).set({ gstin: '29AABCN1234F1Z5' }).where(eq(companies.id, id));
    const loaded = (await call('GET', `company-profile/${id}`, clientAdmin.headers)).body.data;
    const save = (gstin: string, updated_at: string) =>
      clientPayload(ctx.app, { company_name: 'Kept GSTIN Ltd', gstin, updated_at }).then((body) =>
        call('PUT', `company-profile/${id}`, clientAdmin.headers, body),
      );
    const kept = await save('29aabcn1234f1z5', loaded.updated_at);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ company_name: 'Kept GSTIN Ltd', gstin: '29AABCN1234F1Z5' });
    const typo = await save('29AABCN1234F1Z6', kept.body.data.updated_at);
    expect(typo.status).toBe(400);
    expect(errorsOf(typo.body)).toEqual({ gstin: IDENTIFIER_MESSAGES.gstinCheck });
    const malformed = await save('29AABCN1234', kept.body.data.updated_at);
    expect(errorsOf(malformed.body)).toEqual({ gstin: IDENTIFIER_MESSAGES.gstin });
    const fixed = await save('29AABCN1234F1ZS', kept.body.data.updated_at);
    expect(fixed.status).toBe(200);
    // A new client gets every check, as before.
    const created = await call(
      'POST',
      'clients',
      admin.headers,
      await clientPayload(ctx.app, { gstin: '29AABCN1234F1Z5' }),
    );
    expect(errorsOf(created.body)).toMatchObject({ gstin: IDENTIFIER_MESSAGES.gstinCheck });
  });
});
