// The bulk upload's pieces without a database (issue 23): the tokens a file is matched by, and the
// zip read as a stream within its budgets.
import { PAYROLL_MESSAGES as M } from '@staffdesk/shared';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { candidatesIn } from './payroll-bulk';
import { unpackZip } from './payroll-bulk-upload';

async function* inPieces(buffer: Buffer, size = 1000) {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

describe('candidatesIn', () => {
  it('holds every whole-word employee ID and e-mail the text may name, lower-cased', () => {
    const tokens = candidatesIn('Payslip FK-101_June for Asha.K@Example.co.in\nEMP 7');
    for (const token of ['fk-101', 'fk', '101', 'fk-101_june', 'asha.k@example.co.in', 'emp 7', 'emp']) {
      expect(tokens).toContain(token);
    }
    // Not a whole word, and never across a line break.
    expect(tokens).not.toContain('fk-10');
    expect(tokens).not.toContain('k@example.co.in\nemp');
  });
});

describe('unpackZip', () => {
  const zip = (entries: Record<string, number>) =>
    Buffer.from(
      zipSync(
        Object.fromEntries(Object.entries(entries).map(([name, size]) => [name, new Uint8Array(size)])),
      ),
    );

  it('hands over each file once whole, leaving out folders and Mac extras', async () => {
    const seen: [string, number][] = [];
    const read = await unpackZip(
      inPieces(zip({ 'a/FK-1.pdf': 3000, '__MACOSX/a/._FK-1.pdf': 10, 'FK-2.pdf': 5 })),
      { entry: 10_000, total: 100_000 },
      10,
      async (name, data) => {
        seen.push([name, data.length]);
      },
    );
    expect(read).toBe(true);
    expect(seen).toEqual([
      ['FK-1.pdf', 3000],
      ['FK-2.pdf', 5],
    ]);
  });

  it('stops at the total budget and at the entry count', async () => {
    const none = async () => {};
    const total = unpackZip(
      inPieces(zip({ 'a.pdf': 6000, 'b.pdf': 6000 })),
      { entry: 10_000, total: 10_000 },
      10,
      none,
    );
    await expect(total).rejects.toEqual(new HttpError(413, M.zipTooLarge));
    const count = unpackZip(
      inPieces(zip({ 'a.pdf': 1, 'b.pdf': 1, 'c.pdf': 1 })),
      { entry: 10, total: 100 },
      2,
      none,
    );
    await expect(count).rejects.toThrow(M.bulkTooMany);
  });
});
