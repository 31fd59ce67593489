// The invoice document, rendered in-process with pdfmake (no browser): the agency, the client's
// billing details, the lines with GST by place of supply (or the spec's single total), the total
// and the agency's bank details to pay into.
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type CreditNote,
  dayMonthYearText,
  formatMoney,
  type Invoice,
  money,
  placeOfSupplyText,
  sumMoney,
  type VendorBankDetail,
} from '@staffdesk/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { runCpuTask } from '../../lib/cpu-pool';
import { amountInWords } from './amount-in-words';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/**
 * pdfmake, with pdfkit and its font engine, is the heaviest thing the server loads (a few hundred
 * milliseconds and tens of MB): it is loaded with the first document, not at every start.
 */
let pdfmakeLoading: Promise<typeof import('pdfmake')> | undefined;
const loadPdfmake = () =>
  (pdfmakeLoading ??= import('pdfmake').then(({ default: pdfmake }) => {
    // Roboto has the rupee sign; the PDF base fonts (WinAnsi) do not.
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
        bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
        italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
        bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
      },
    });
    // The document reads its fonts and nothing else: no URL, no other local file (e.g. an image path).
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));
    return pdfmake;
  }));

/** Any document definition as PDF bytes (the demo seed prints payslips and receipts with it too). */
export const renderPdf = async (document: TDocumentDefinitions): Promise<Buffer> =>
  (await loadPdfmake()).createPdf(document).getBuffer();

const ACCENT = '#1f4e79';
const rupees = (value: string) => formatMoney(value, 'INR');
/** A date as the invoice prints it: 27 Nov 2026. */
const dateText = (iso: string | null) => (iso ? dayMonthYearText(iso) : '—');

function billTo(invoice: Invoice): Content {
  const place = [invoice.billing_city, invoice.billing_state, invoice.billing_zipcode]
    .filter(Boolean)
    .join(', ');
  return [
    { text: 'BILL TO', style: 'label' },
    { text: invoice.company_name, bold: true, margin: [0, 2, 0, 2] },
    ...(invoice.billing_address ? [{ text: invoice.billing_address }] : []),
    ...(place ? [{ text: place }] : []),
    ...(invoice.billing_country ? [{ text: invoice.billing_country }] : []),
    ...(invoice.gstin ? [{ text: `GSTIN: ${invoice.gstin}` }] : []),
    { text: invoice.billing_email, color: '#555555' },
  ];
}

/** What a lines table and its totals print: an invoice, or a credit note taxed like its invoice. */
type Figures = Pick<
  Invoice,
  'lines' | 'subtotal' | 'cgst' | 'sgst' | 'igst' | 'total_amount' | 'gst_rate' | 'tax_mode'
>;

function linesTable(invoice: Figures): Content {
  const header = ['#', 'Description', 'SAC', 'Quantity', 'Rate', 'Amount'].map((text, i) => ({
    text,
    style: 'th',
    alignment: i >= 3 ? 'right' : 'left',
  }));
  const rows = invoice.lines.length
    ? invoice.lines.map((line, i) => [
        String(i + 1),
        line.description,
        line.sac_code ?? '',
        { text: `${money(line.quantity).toString()} ${line.unit}`, alignment: 'right' },
        { text: rupees(line.rate), alignment: 'right' },
        { text: rupees(line.amount), alignment: 'right' },
      ])
    : [
        [
          '1',
          'Professional services',
          '',
          { text: '', alignment: 'right' },
          { text: '', alignment: 'right' },
          { text: rupees(invoice.total_amount), alignment: 'right' },
        ],
      ];
  return {
    table: { headerRows: 1, widths: [18, '*', 50, 70, 80, 90], body: [header, ...rows] },
    layout: {
      fillColor: (row: number) => (row === 0 ? ACCENT : row % 2 === 0 ? '#f3f6fa' : null),
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  } as Content;
}

function totals(invoice: Figures, totalLabel = 'Total'): Content {
  const half = String(Number(invoice.gst_rate) / 2);
  const rows: [string, string][] =
    invoice.tax_mode === 'none'
      ? []
      : [
          ['Subtotal', invoice.subtotal],
          ...(invoice.tax_mode === 'intra'
            ? ([
                [`CGST ${half}%`, invoice.cgst],
                [`SGST ${half}%`, invoice.sgst],
              ] as [string, string][])
            : ([[`IGST ${invoice.gst_rate}%`, invoice.igst]] as [string, string][])),
        ];
  return summaryBlock(
    rows.map(([label, value]) => [label, rupees(value)]),
    [totalLabel, rupees(invoice.total_amount)],
    { fontSize: 12, marginTop: 10 },
  );
}

/**
 * The right-hand block of figures under a table (label, amount; the last row bold), shared by the
 * invoice's totals and the credit note's balance.
 */
function summaryBlock(
  rows: [string, string][],
  [totalLabel, totalText]: [string, string],
  { fontSize, marginTop }: { fontSize?: number; marginTop: number },
): Content {
  const bold = fontSize ? { bold: true, fontSize } : { bold: true };
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 240,
        table: {
          widths: ['*', 100],
          body: [
            ...rows.map(([label, text]) => [label, { text, alignment: 'right' }]),
            [
              { text: totalLabel, ...bold },
              { text: totalText, ...bold, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    margin: [0, marginTop, 0, 0],
  } as Content;
}

function bankDetails(invoice: Invoice): Content {
  const rows = [
    ['Account name', invoice.vendor_bank_account_name],
    ['Account number', invoice.vendor_bank_account_number],
    ['IFSC', invoice.ifsc_code],
    ['SWIFT', invoice.swift_code],
    ['Branch', invoice.branch],
    ['Intermediary bank', invoice.more_bank_details],
  ].filter(([, value]) => value);
  if (!rows.length) return [];
  return [
    { text: 'PAYMENT DETAILS', style: 'label', margin: [0, 24, 0, 4] },
    {
      table: {
        widths: [110, '*'],
        body: rows.map(([label, value]) => [{ text: label!, color: '#555555' }, value!]),
      },
      layout: 'noBorders',
    },
  ];
}

type Meta = [string, string][];

/**
 * Rule 46 (CGST Rules 2017): a tax invoice names the place of supply with the state's name and code
 * and says whether tax is payable on reverse charge. Staffing services to a business are taxed
 * forward (the supplier pays), so Staffdesk prints "No" (docs/decisions.md, Billing).
 */
function supplyMeta(invoice: Invoice): Meta {
  if (invoice.tax_mode === 'none') return [];
  return [
    ['Place of supply', invoice.place_of_supply ? placeOfSupplyText(invoice.place_of_supply) : '—'],
    ['Reverse charge', 'No'],
  ];
}

/** The total in words, as Indian invoices carry it (lakh and crore, rupees and paise). */
const amountInWordsLine = (total: string): Content => ({
  text: [
    { text: 'Amount in words: ', color: '#555555' },
    { text: amountInWords(total), bold: true },
  ],
  margin: [0, 8, 0, 0],
});

/** Rule 46: the supplier's signature (or its authorised representative's). */
const signatureBlock = (vendor: VendorBankDetail): Content => ({
  columns: [
    {
      width: '*',
      text: 'Thank you for your business.',
      color: '#555555',
      italics: true,
      margin: [0, 40, 0, 0],
    },
    {
      width: 200,
      alignment: 'right',
      stack: [
        { text: `For ${vendor.agency_name}`, bold: true },
        { canvas: [{ type: 'line', x1: 20, y1: 44, x2: 200, y2: 44, lineWidth: 0.7, lineColor: '#888888' }] },
        { text: 'Authorised signatory', color: '#555555', margin: [0, 4, 0, 0] },
      ],
    },
  ],
  margin: [0, 24, 0, 0],
  unbreakable: true,
});

/**
 * The page every Staffdesk document is printed on: the agency's letterhead and the title, the
 * client's billing details beside the document's own facts (meta), then the body.
 */
function documentShell(
  vendor: VendorBankDetail,
  invoice: Invoice,
  doc: { title: string; name: string; reference: string; meta: Meta; body: Content[] },
): TDocumentDefinitions {
  return {
    info: { title: doc.name, author: vendor.agency_name, creator: 'Staffdesk' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2 },
    styles: {
      label: { fontSize: 8, bold: true, color: ACCENT, characterSpacing: 0.8 },
      th: { bold: true, color: '#ffffff', fontSize: 9 },
    },
    footer: (current, count) => ({
      columns: [
        { text: `${vendor.agency_name} · ${doc.reference}`, color: '#888888' },
        { text: `Page ${current} of ${count}`, alignment: 'right', color: '#888888' },
      ],
      margin: [40, 10, 40, 0],
      fontSize: 8,
    }),
    content: [
      {
        columns: [
          [
            { text: vendor.agency_name, fontSize: 18, bold: true, color: ACCENT },
            ...(vendor.agency_address ? [{ text: vendor.agency_address, color: '#555555' }] : []),
            ...(vendor.agency_state ? [{ text: vendor.agency_state, color: '#555555' }] : []),
            ...(vendor.agency_gstin ? [{ text: `GSTIN: ${vendor.agency_gstin}`, color: '#555555' }] : []),
          ],
          { text: doc.title, alignment: 'right', fontSize: 20, bold: true, color: '#333333', width: 200 },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 515, y2: 8, lineWidth: 1.5, lineColor: ACCENT }] },
      {
        columns: [
          { width: '*', stack: billTo(invoice) as Content[] },
          {
            width: 220,
            table: {
              widths: [90, '*'],
              body: doc.meta.map(([label, value]) => [
                { text: label, color: '#555555' },
                { text: value, bold: true },
              ]),
            },
            layout: 'noBorders',
          },
        ],
        margin: [0, 16, 0, 16],
      },
      ...doc.body,
    ],
  };
}

export function invoiceDocument(invoice: Invoice, vendor: VendorBankDetail): TDocumentDefinitions {
  const meta: Meta = [
    ['Invoice number', invoice.invoice_number],
    ['Invoice date', dateText(invoice.invoiced_date)],
    ['Due date', dateText(invoice.due_date)],
    ...supplyMeta(invoice),
    ...(invoice.revision_of_number ? ([['Revises', invoice.revision_of_number]] as Meta) : []),
  ];
  return documentShell(vendor, invoice, {
    title: invoice.tax_mode === 'none' ? 'INVOICE' : 'TAX INVOICE',
    name: `Invoice ${invoice.invoice_number}`,
    reference: invoice.invoice_number,
    meta,
    body: [
      linesTable(invoice),
      totals(invoice),
      amountInWordsLine(invoice.total_amount),
      bankDetails(invoice),
      signatureBlock(vendor),
    ],
  });
}

/** A credit note against a sent invoice: its lines, the GST reversed as the invoice charged it, and why. */
export function creditNoteDocument(
  invoice: Invoice,
  note: CreditNote,
  vendor: VendorBankDetail,
): TDocumentDefinitions {
  const credited = sumMoney(invoice.credit_notes.filter((c) => c.id <= note.id).map((c) => c.amount));
  const figures: Figures = {
    ...note,
    total_amount: note.amount,
    gst_rate: invoice.gst_rate,
    tax_mode: invoice.tax_mode,
  };
  return documentShell(vendor, invoice, {
    title: 'CREDIT NOTE',
    name: `Credit note ${note.number}`,
    reference: note.number,
    meta: [
      ['Credit note', note.number],
      ['Date', dateText(note.created_at.slice(0, 10))],
      ['Against invoice', invoice.invoice_number],
      ['Invoice date', dateText(invoice.invoiced_date)],
      ...supplyMeta(invoice),
    ],
    body: [
      { text: 'REASON', style: 'label', margin: [0, 0, 0, 4] },
      { text: note.reason, margin: [0, 0, 0, 12] },
      ...(note.lines.length ? [linesTable(figures), totals(figures, 'Total credited')] : []),
      summaryBlock(
        [
          ['Invoice total', rupees(invoice.total_amount)],
          ['Credited to date', `− ${rupees(credited.toFixed(2))}`],
        ],
        ['Balance', rupees(money(invoice.total_amount).minus(credited).toFixed(2))],
        { marginTop: 16 },
      ),
      { text: `Issued by ${note.created_by_name}.`, margin: [0, 24, 0, 0], color: '#555555' },
    ],
  });
}

// Rendering takes ~170 ms of CPU a document: it runs on the CPU pool's threads (lib/cpu-pool.ts,
// tasks 'invoicePdf' and 'creditNotePdf'), never on the event loop. The answer comes back as bytes.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function renderCreditNotePdf(
  invoice: Invoice,
  note: CreditNote,
  vendor: VendorBankDetail,
): Promise<Buffer> {
  return asBuffer(await runCpuTask<Uint8Array>('creditNotePdf', { invoice, note, vendor }));
}

export async function renderInvoicePdf(invoice: Invoice, vendor: VendorBankDetail): Promise<Buffer> {
  return asBuffer(await runCpuTask<Uint8Array>('invoicePdf', { invoice, vendor }));
}

/**
 * Any document definition, rendered on the CPU pool (task 'documentPdf'): the demo seed's payslips
 * and receipts. pdfmake then loads on the pool's thread alone, which ends after 30 s idle and gives
 * its memory back, instead of also on the main thread, where it would stay for good.
 */
export async function renderPdfOnPool(document: TDocumentDefinitions): Promise<Buffer> {
  return asBuffer(await runCpuTask<Uint8Array>('documentPdf', document));
}

/** On a worker thread (cpu-tasks.ts): an invoice's PDF. */
export const renderInvoicePdfHere = ({ invoice, vendor }: { invoice: Invoice; vendor: VendorBankDetail }) =>
  renderPdf(invoiceDocument(invoice, vendor));

/** On a worker thread (cpu-tasks.ts): a credit note's PDF. */
export const renderCreditNotePdfHere = ({
  invoice,
  note,
  vendor,
}: {
  invoice: Invoice;
  note: CreditNote;
  vendor: VendorBankDetail;
}) => renderPdf(creditNoteDocument(invoice, note, vendor));
