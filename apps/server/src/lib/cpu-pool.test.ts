// The CPU pool (issue 23): PDF text and PDF rendering run on worker threads, from the TypeScript
// sources here as from the bundle, with the same answers as in-process.
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { extractPdfText, pdfText } from '../modules/payrolls/pdf-text';
import { samplePdf } from '../test/sample-files';
import { closeCpuPool, cpuTasksCompleted, PDF_TEXT_LANE, runCpuTask } from './cpu-pool';
import { BACKGROUND_NICE } from './thread-priority';

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

  it('moves a handed-over PDF to the thread instead of copying it, and copies a buffer it shares', async () => {
    // A file read from storage: a buffer of its own, handed over (the bulk payslip job's files).
    const own = new Uint8Array(samplePdf('Payslip for FK-103'));
    expect(await pdfText(own, { move: true })).toContain('Payslip for FK-103');
    expect(own.byteLength).toBe(0); // detached here: the thread has it
    // Node's small buffers share one block of memory: moving it would take the others' bytes away.
    const small = Buffer.from('%PDF-1.4 not really');
    const neighbour = Buffer.from('still here');
    if (small.buffer === neighbour.buffer) {
      await pdfText(small, { move: true });
      expect(neighbour.toString()).toBe('still here');
    }
    expect(small.toString()).toBe('%PDF-1.4 not really');
  });

  it('runs its threads below the request thread’s priority, so requests get a busy core first', async () => {
    const render = await runCpuTask<{ nice: number | null }>('workerInfo', null);
    const text = await runCpuTask<{ nice: number | null }>('workerInfo', null, 'text');
    // Per-thread nice values are Linux's (the machine this runs on); the main thread keeps its own.
    expect([render.nice, text.nice]).toEqual([BACKGROUND_NICE, BACKGROUND_NICE]);
    expect(os.getPriority()).toBe(0);
  });

  it('answers an unknown task with an error', async () => {
    await expect(runCpuTask('nothing', {})).rejects.toThrow('no CPU task named nothing');
  });

  it('reads PDF text on a thread whose heap is capped, and replaces that thread every few files', async () => {
    type Info = { threadId: number; heapLimitMb: number };
    const info = () => runCpuTask<Info>('workerInfo', null, 'text');
    const before = PDF_TEXT_LANE.recycleAfter;
    await closeCpuPool();
    PDF_TEXT_LANE.recycleAfter = 3;
    try {
      const first = [await info(), await info()];
      // A text still comes out of the capped thread.
      expect(await pdfText(samplePdf('Payslip for FK-102'))).toContain('Payslip for FK-102');
      const after = [await info(), await info()];
      // Without the cap a thread's heap limit is the process's (2-4 GB); with it, the cap and the
      // young generation beside it.
      expect(first[0]!.heapLimitMb).toBeLessThan(PDF_TEXT_LANE.heapMb * 2);
      expect(first[1]!.threadId).toBe(first[0]!.threadId);
      // The third task was the thread's last: the fourth ran on a new one, as did the fifth.
      expect(after[0]!.threadId).not.toBe(first[0]!.threadId);
      expect(after[1]!.threadId).toBe(after[0]!.threadId);
      // The render lane keeps its own threads, uncapped.
      const render = await runCpuTask<Info>('workerInfo', null);
      expect(render.heapLimitMb).toBeGreaterThan(PDF_TEXT_LANE.heapMb * 2);
    } finally {
      PDF_TEXT_LANE.recycleAfter = before;
    }
  });
});
