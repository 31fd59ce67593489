// Spec 001 §5 Invoice and Send invoice, GST by place of supply and numbering per financial year.
import { describe, expect, it } from 'vitest';
import {
  financialYearStart,
  formatInvoiceNumber,
  invoiceNumberParts,
  invoiceNumberScope,
  invoiceTotals,
  nextInvoiceNumber,
} from './invoice-tax';
import { companyInvoiceBody, invoiceBody, INVOICE_MESSAGES as M, sendInvoiceBody } from './invoices.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const valid = {
  invoice_number: 'INV-2026-0001',
  invoiced_date: '2026-11-24',
  company_id: 3,
  billing_email: 'billing@acme.example',
  total_amount: '1000',
};

describe('invoice form (§5 Invoice)', () => {
  it.each([
    [{ invoice_number: '' }, M.numberRequired],
    [{ invoice_number: 'x'.repeat(41) }, M.numberTooLong],
    [{ invoiced_date: '' }, M.dateRequired],
    [{ company_id: '' }, M.clientRequired],
    [{ billing_email: '' }, M.billingEmailRequired],
    [{ billing_email: 'not-an-email' }, M.emailInvalid],
    [{ gstin: 'g'.repeat(101) }, M.gstinTooLong],
    [{ total_amount: '' }, M.totalRequired],
    [{ due_date: '2026-11-01' }, M.dueBeforeInvoice],
  ])('%o answers %s', (change, message) => {
    expect(firstMessage(invoiceBody.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('accepts lines instead of a typed total', () => {
    const parsed = invoiceBody.parse({
      ...valid,
      total_amount: '',
      lines: [{ description: 'Developer', sac_code: '998513', quantity: '22', unit: 'days', rate: '8000' }],
    });
    expect(parsed.lines[0]).toMatchObject({ quantity: '22', rate: '8000.00' });
    expect(parsed.gst_rate).toBe('18');
  });

  it('checks each line', () => {
    const line = { description: 'Dev', quantity: '0', unit: 'days', rate: '10' };
    expect(firstMessage(invoiceBody.safeParse({ ...valid, lines: [line] }))).toBe(M.quantityInvalid);
    expect(
      firstMessage(invoiceBody.safeParse({ ...valid, lines: [{ ...line, quantity: 1, unit: 'weeks' }] })),
    ).toBe(M.unitInvalid);
    expect(
      firstMessage(invoiceBody.safeParse({ ...valid, lines: [{ ...line, quantity: 1, sac_code: '12' }] })),
    ).toBe(M.sacInvalid);
  });
});

describe('send form (§5 Send invoice)', () => {
  it('needs billing and cc addresses', () => {
    const base = { id: 1, billing_email: ['a@x.example'], cc_email: ['b@x.example'] };
    expect(sendInvoiceBody.safeParse(base).success).toBe(true);
    expect(firstMessage(sendInvoiceBody.safeParse({ ...base, billing_email: [] }))).toBe(M.sendEmailRequired);
    expect(firstMessage(sendInvoiceBody.safeParse({ ...base, cc_email: undefined }))).toBe(
      M.sendEmailRequired,
    );
    expect(firstMessage(sendInvoiceBody.safeParse({ ...base, cc_email: ['nope'] }))).toBe(M.emailInvalid);
    expect(firstMessage(sendInvoiceBody.safeParse({ ...base, dateTime: 'tomorrow' }))).toBe(
      M.dateTimeInvalid,
    );
  });

  it('takes a comma-separated text too and drops duplicates', () => {
    const parsed = sendInvoiceBody.parse({
      id: 1,
      billing_email: 'a@x.example, A@x.example',
      cc_email: 'c@x.example',
    });
    expect(parsed.billing_email).toEqual(['a@x.example']);
  });
});

describe('company edit', () => {
  it('needs a status or a comment', () => {
    expect(firstMessage(companyInvoiceBody.safeParse({}))).toBe(M.companyStatusOnly);
    expect(companyInvoiceBody.parse({ invoice_status_id: 3, client_comment: ' ok ' }).client_comment).toBe(
      'ok',
    );
  });
});

describe('GST by place of supply', () => {
  const lines = [
    { quantity: '22', rate: '8000.00' },
    { quantity: '7.5', rate: '1333.33' },
  ];

  it('splits CGST and SGST within the agency state and rounds each tax line once', () => {
    // 176000 + 9999.975 = 185999.975 → subtotal 185999.98; 9% of it = 16739.99775 → 16740.00 each.
    expect(invoiceTotals(lines, '18', 'intra')).toEqual({
      subtotal: '185999.98',
      cgst: '16740.00',
      sgst: '16740.00',
      igst: '0.00',
      total: '219479.98',
      tax_mode: 'intra',
    });
  });

  it('charges IGST across states', () => {
    expect(invoiceTotals(lines, '18', 'inter')).toMatchObject({ igst: '33480.00', total: '219479.98' });
  });
});

describe('invoice numbers per financial year (April to March)', () => {
  it('knows the financial year of a date', () => {
    expect(financialYearStart('2026-04-01')).toBe(2026);
    expect(financialYearStart('2027-03-31')).toBe(2026);
  });

  it('suggests the next number after the highest one used that year', () => {
    const pattern = 'INV-{FY}-{SEQ:4}';
    expect(formatInvoiceNumber(pattern, '2026-11-24', 1)).toBe('INV-2026-0001');
    expect(
      nextInvoiceNumber(pattern, '2027-01-10', ['INV-2026-0007', 'INV-2026-0012', 'INV-2025-0099', 'X-1']),
    ).toBe('INV-2026-0013');
    expect(nextInvoiceNumber(pattern, '2027-04-02', ['INV-2026-0012'])).toBe('INV-2027-0001');
    expect(nextInvoiceNumber('SD/{FY2}/{SEQ:3}', '2026-05-01', ['SD/26-27/009'])).toBe('SD/26-27/010');
  });

  it('names the counter a number counts in, the same from the number as from the date', () => {
    const pattern = 'Inv-{FY}-{SEQ:4}';
    expect(invoiceNumberScope(pattern, '2027-01-10')).toBe('inv-2026-{seq}');
    expect(invoiceNumberParts(pattern, 'INV-2026-0013')).toEqual({ scope: 'inv-2026-{seq}', seq: 13 });
    expect(invoiceNumberParts(pattern, 'inv-2025-7')).toEqual({ scope: 'inv-2025-{seq}', seq: 7 });
    expect(invoiceNumberParts('SD/{FY2}/{SEQ:3}', 'SD/26-27/010')).toEqual({
      scope: 'sd/26-27/{seq}',
      seq: 10,
    });
    expect(invoiceNumberScope('SD/{FY2}/{SEQ:3}', '2026-05-01')).toBe('sd/26-27/{seq}');
    expect(invoiceNumberParts(pattern, 'INV-2026-0013-R1')).toBeNull();
    expect(invoiceNumberParts(pattern, 'X-1')).toBeNull();
    expect(invoiceNumberParts('FIXED', 'FIXED')).toBeNull();
  });
});
