// The demo's paper: a month's payslip and an expense receipt, printed as real PDFs (pdfmake, as the
// invoices are) so the payslip and receipt links of the demo open a document with the person's name.
import { formatMoney, money, monthYearText, percentOf, sumMoney, toMoneyString } from '@staffdesk/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdfOnPool } from '../modules/invoices/invoice-pdf';

const ACCENT = '#1f4e79';
const rupees = (value: string) => formatMoney(value, 'INR');

const page = (title: string, org: string, body: Content[]): TDocumentDefinitions => ({
  info: { title, author: org, creator: 'Staffdesk demo data' },
  pageSize: 'A5',
  pageMargins: [32, 32, 32, 32],
  defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
  content: [
    { text: org, fontSize: 14, bold: true, color: ACCENT },
    { text: title, fontSize: 11, bold: true, margin: [0, 4, 0, 10] },
    ...body,
  ],
});

const amountRows = (rows: [string, string][]): Content => ({
  table: {
    widths: ['*', 90],
    body: rows.map(([label, value]) => [label, { text: rupees(value), alignment: 'right' }]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 8],
});

export interface PayslipFacts {
  org: string;
  name: string;
  employeeId: string;
  designation: string;
  /** The last day of the month paid. */
  payslipDate: string;
  /** Yearly cost to company, '1800000.00'. */
  ctc: string;
}

/**
 * An Indian payslip in outline: the month's twelfth of the CTC split into basic (40 %), HRA (half of
 * basic) and a special allowance; provident fund (12 % of basic), professional tax and TDS deducted.
 */
export function payslipFigures(ctc: string) {
  const gross = money(ctc).dividedBy(12);
  const basic = percentOf(gross, 40);
  const hra = percentOf(basic, 50);
  const special = gross.minus(basic).minus(hra);
  const pf = percentOf(basic, 12);
  const tds = percentOf(gross, 8);
  const deductions = sumMoney([pf, '200', tds]);
  return {
    earnings: [
      ['Basic', toMoneyString(basic)],
      ['House rent allowance', toMoneyString(hra)],
      ['Special allowance', toMoneyString(special)],
    ] as [string, string][],
    deductions: [
      ['Provident fund', toMoneyString(pf)],
      ['Professional tax', '200.00'],
      ['Income tax (TDS)', toMoneyString(tds)],
    ] as [string, string][],
    gross: toMoneyString(gross),
    net: toMoneyString(gross.minus(deductions)),
  };
}

export function payslipPdf(facts: PayslipFacts): Promise<Buffer> {
  const figures = payslipFigures(facts.ctc);
  return renderPdfOnPool(
    page(`Payslip for ${monthYearText(facts.payslipDate)}`, facts.org, [
      {
        columns: [
          [{ text: facts.name, bold: true }, facts.designation],
          [{ text: `Employee ID ${facts.employeeId}`, alignment: 'right' }],
        ],
        margin: [0, 0, 0, 10],
      },
      { text: 'Earnings', bold: true, color: ACCENT },
      amountRows([...figures.earnings, ['Gross pay', figures.gross]]),
      { text: 'Deductions', bold: true, color: ACCENT },
      amountRows(figures.deductions),
      { text: `Net pay: ${rupees(figures.net)}`, fontSize: 11, bold: true },
    ]),
  );
}

export function receiptPdf(facts: {
  merchant: string;
  date: string;
  item: string;
  amount: string;
  paidBy: string;
}): Promise<Buffer> {
  return renderPdfOnPool(
    page('Receipt', facts.merchant, [
      { text: `Date: ${facts.date}` },
      { text: `Received from: ${facts.paidBy}`, margin: [0, 0, 0, 8] },
      amountRows([[facts.item, facts.amount]]),
      { text: 'Paid in full. Thank you.', italics: true },
    ]),
  );
}

/** A partner's bill for a month: a line per contractor it supplied, at the pay rate. */
export function partnerBillPdf(facts: {
  partner: string;
  billNumber: string;
  month: string;
  billedTo: string;
  lines: { employee_name: string; client_name: string; quantity: string; unit: string; amount: string }[];
  total: string;
}): Promise<Buffer> {
  return renderPdfOnPool(
    page(`Bill ${facts.billNumber} for ${monthYearText(facts.month)}`, facts.partner, [
      { text: `Billed to: ${facts.billedTo}`, margin: [0, 0, 0, 8] },
      amountRows([
        ...facts.lines.map((l): [string, string] => [
          `${l.employee_name} at ${l.client_name}, ${l.quantity} ${l.unit}s`,
          l.amount,
        ]),
        ['Total', facts.total],
      ]),
      { text: 'Payable to our bank account on record within 30 days.', italics: true },
    ]),
  );
}
