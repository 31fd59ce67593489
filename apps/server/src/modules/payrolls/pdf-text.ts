// The text of a PDF (unpdf: PDF.js built for servers), for matching a payslip whose file name names
// nobody. PDF.js takes 100-600 ms of CPU a file: it runs on the CPU pool's text lane (lib/cpu-pool.ts,
// task 'pdfText': one thread, its heap capped, replaced every 100 files), never on the event loop.
import { runCpuTask } from '../../lib/cpu-pool';

const MAX_PAGES = 5;

/**
 * The text of the PDF's first pages, or '' when it has none or cannot be read. With `move`, the
 * caller hands its bytes over: they are moved to the thread rather than copied, and unusable here
 * after (a buffer that shares its memory with others, e.g. Node's pool of small buffers, is copied).
 */
export async function pdfText(buffer: Uint8Array, { move = false } = {}): Promise<string> {
  const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  const transfer = move && own && buffer.buffer instanceof ArrayBuffer ? [buffer.buffer] : [];
  try {
    return await runCpuTask<string>('pdfText', buffer, 'text', transfer);
  } catch {
    return '';
  }
}

/** On a worker thread (cpu-tasks.ts): the extraction itself. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  try {
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const pages: string[] = [];
      // A payslip names its employee on the first page; a long PDF is not read to its end.
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      }
      return pages.join('\n');
    } finally {
      await pdf.destroy();
    }
  } catch {
    return '';
  }
}
