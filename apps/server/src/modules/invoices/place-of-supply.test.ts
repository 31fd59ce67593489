// Place of supply through the API (issue 25): the client's GSTIN state decides CGST + SGST or IGST
// even when its billing state is empty, and the rendered PDF prints what rule 46 asks (place of
// supply with name and code, reverse charge, the signature block) and the total in words.
import { gstinCheckCharacter } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { states } from '../master/master.tables';
import { extractPdfText } from '../payrolls/pdf-text';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const KARNATAKA_GSTIN = gstinOf('29AAACR5055K1Z');
const MAHARASHTRA_GSTIN = gstinOf('27AAACR5055K1Z');
const lines = [
  { description: 'Senior developer', sac_code: '998513', quantity: '22', unit: 'days', rate: '8000' },
];

describe('place of supply', () => {
  let ctx: TestContext;
  let accounts: Headers;
  let companyId: number;
  let n = 0;
  const create = async (change: object) => {
    const res = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `POS-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        lines,
        ...change,
      },
      accounts,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ orgName: 'Staffdesk Talent' });
    accounts = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
    companyId = (await createCompany(ctx.app, { company_name: 'Acme Widgets' })).id;
    const [karnataka] = await ctx.app.deps.db.select().from(states).where(eq(states.state, 'Karnataka'));
    const current = (await api(ctx.app).get('invoices/vendor-bank-detail', accounts)).json().data;
    const saved = await api(ctx.app).put(
      'invoices/vendor-bank-detail',
      {
        invoice_number_pattern: 'INV-{FY}-{SEQ:4}',
        agency_state_id: karnataka!.id,
        agency_gstin: gstinOf('29AAGCS1234A1Z'),
        updated_at: current.updated_at,
      },
      accounts,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('charges CGST + SGST to a Karnataka GSTIN without a billing state', async () => {
    const invoice = await create({ gstin: KARNATAKA_GSTIN });
    expect(invoice).toMatchObject({
      tax_mode: 'intra',
      place_of_supply: { code: '29', state: 'Karnataka' },
      cgst: '15840.00',
      sgst: '15840.00',
      igst: '0.00',
      total_amount: '207680.00',
    });
  });

  it('charges IGST across states, the GSTIN’s state before the billing state', async () => {
    const [karnataka] = await ctx.app.deps.db.select().from(states).where(eq(states.state, 'Karnataka'));
    const invoice = await create({ gstin: MAHARASHTRA_GSTIN, billing_state_id: karnataka!.id });
    expect(invoice).toMatchObject({
      tax_mode: 'inter',
      place_of_supply: { code: '27', state: 'Maharashtra' },
      cgst: '0.00',
      igst: '31680.00',
    });
    const [maharashtra] = await ctx.app.deps.db.select().from(states).where(eq(states.state, 'Maharashtra'));
    const byState = await create({ billing_state_id: maharashtra!.id });
    expect(byState).toMatchObject({ tax_mode: 'inter', place_of_supply: { code: '27' } });
  });

  it('prints place of supply, reverse charge, the total in words and the signature block', async () => {
    const invoice = await create({ gstin: KARNATAKA_GSTIN, lines: [{ ...lines[0], rate: '8000.25' }] });
    const sent = await api(ctx.app).post(
      'invoices/send',
      { id: invoice.id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const url: string = sent.json().data.sends[0].document_url;
    const pdf = await ctx.app.inject({ method: 'GET', url, headers: accounts });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('Reverse charge No');
    // 22 × 8,000.25 = 1,76,005.50 + 9% + 9% (15,840.50 each) = 2,07,686.50
    expect(sent.json().data.total_amount).toBe('207686.50');
    expect(text).toContain('Two Lakh Seven Thousand Six Hundred Eighty Six Rupees And Fifty Paise Only');
    expect(text).toContain('For Staffdesk Talent');
    expect(text).toContain('Authorised signatory');
  });
});
