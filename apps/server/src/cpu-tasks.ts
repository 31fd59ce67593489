// What the CPU pool's worker threads run (lib/cpu-pool.ts), by name. A feature adds its task here:
// this file sits above the modules (as schema.ts does) so the shared pool imports no feature.

import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { runThisThreadInBackground } from './lib/thread-priority';
import { renderCreditNotePdfHere, renderInvoicePdfHere, renderPdf } from './modules/invoices/invoice-pdf';
import { extractPdfText } from './modules/payrolls/pdf-text';

// A request thread waits on this work, but nobody waits on it more than on everyone's requests.
const nice = runThisThreadInBackground();

// biome-ignore lint/suspicious/noExplicitAny: each task checks its own input; the caller types the answer
const tasks: Record<string, (input: any) => unknown> = {
  pdfText: extractPdfText,
  invoicePdf: renderInvoicePdfHere,
  creditNotePdf: renderCreditNotePdfHere,
  documentPdf: renderPdf,
  // Which thread ran it, its heap limit and nice value (cpu-pool.test.ts checks the text lane's cap and
  // recycling, and that the threads run in the background).
  workerInfo: () => ({
    threadId,
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024),
    nice,
  }),
};

export default function runTask({ task, input }: { task: string; input: unknown }) {
  const run = tasks[task];
  if (!run) throw new Error(`no CPU task named ${task}`);
  return run(input);
}
