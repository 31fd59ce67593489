// The CPU pool (issue 23): PDF text and PDF rendering run on worker threads, from the TypeScript
// sources here as from the bundle, with the same answers as in-process.
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { extractPdfText, pdfText } from '../modules/payrolls/pdf-text';
import { samplePdf } from '../test/sample-files';
import { closeCpuPool, cpuTasksCompleted, runCpuTask } from './cpu-pool';

afterAll(() => closeCpuPool());

describe('the CPU pool', () => {
  it('extracts a PDF’s text on a worker thread, as the same code does in-process', async () => {
    const pdf = samplePdf('Payslip for FK-101');
    const before = await cpuTasksCompleted();
    const text = await pdfText(pdf);
    expect(text).toContain('Payslip for FK-101');
    expect(text).toBe(await extractPdfText(pdf));
    expect(await cpuTasksCompleted()).toBe(before + 1);
    // Bytes that are no PDF give no text, not an error.
    expect(await pdfText(Buffer.from('not a pdf'))).toBe('');
  });

  it('renders an invoice PDF on a worker thread and hands back its bytes', async () => {
    const invoice = {
      invoice_number: 'INV-2026-0042',
      invoiced_date: '2026-11-01',
      due_date: '2026-11-30',
      tax_mode: 'none',
      billing_state: null,
      revision_of_number: null,
      company_name: 'Acme Pvt Ltd',
      lines: [],
      credit_notes: [],
      total_amount: '1000.00',
    };
    const before = await cpuTasksCompleted();
    // biome-ignore lint/suspicious/noExplicitAny: the fields the document reads, not a whole invoice
    const pdf = await renderInvoicePdf(invoice as any, {} as any);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('INV-2026-0042');
    expect(await cpuTasksCompleted()).toBe(before + 2);
  });

  it('answers an unknown task with an error', async () => {
    await expect(runCpuTask('nothing', {})).rejects.toThrow('no CPU task named nothing');
  });
});
