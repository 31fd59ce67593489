// Writers of a list export (lib/list-export.ts): rows come in batches and leave as CSV
// (csv-stringify) or XLSX (exceljs' streaming WorkbookWriter), each batch written only when the
// client has taken the previous ones, so memory holds about one batch however long the list is.
//
// Formula-safe cells (OWASP "CSV injection"): a text starting with =, +, -, @, tab or CR would run
// as a formula when the file is opened. In CSV it is written with a leading apostrophe, which
// spreadsheets show as text; in XLSX every text is a string cell, which is never evaluated. A
// plain number written as text ('-12.50', money) cannot be a formula and keeps its value.
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type Cell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether a text would be taken for a formula by a spreadsheet. */
export const looksLikeFormula = (text: string) => FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

/** One value of an answer as a cell: lists joined, records as JSON, nothing as an empty cell. */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
    return value.join(', ');
  return JSON.stringify(value);
}

const csvText = (cell: Cell): string | number | boolean | null =>
  typeof cell === 'string' && looksLikeFormula(cell) ? `'${cell}` : cell;

async function write(stream: Writable, chunk: unknown) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export interface ExportSource {
  header: string[];
  /** Batches of rows, each row's cells in the header's order. */
  batches: AsyncIterable<Cell[][]>;
}

/** CSV with a byte-order mark, so Excel reads UTF-8 names as written. */
function csvStream({ header, batches }: ExportSource): Readable {
  const out = stringify({ bom: true, cast: { boolean: (v) => (v ? 'true' : 'false') } });
  void (async () => {
    await write(out, header);
    for await (const rows of batches) {
      for (const row of rows) await write(out, row.map(csvText));
    }
    out.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

function xlsxStream({ header, batches }: ExportSource): Readable {
  const out = new PassThrough();
  void (async () => {
    // Loaded on the first export: exceljs is large and most processes never write a workbook.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Export');
    sheet.addRow(header).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

export const exportStream = (format: ExportFormat, source: ExportSource): Readable =>
  format === 'csv' ? csvStream(source) : xlsxStream(source);
