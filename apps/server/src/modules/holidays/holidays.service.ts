// Holidays and the note (spec 001 §3, §4, §5 Holiday, §6): hrms writes, company and employee read.
// The note is rich text from an editor, so it is cleaned here with an allow-list before it is kept.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  dayOfWeek,
  employeeArea,
  HOLIDAY_MESSAGES as M,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type sanitizeHtml from 'sanitize-html';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { listPage, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { isUniqueViolation } from '../positions/db-errors';
import { holidayNotes, holidays } from './holidays.tables';

type HolidayRow = typeof holidays.$inferSelect;
type HolidayValues = {
  date: string;
  holiday: string;
  type: 'optional' | 'mandatory';
  updated_at?: string | null;
};

/** Whether a version sent by a form is the row's as stored (to the millisecond, as it went out). */
const sameVersion = (sent: string, stored: Date) => new Date(sent).getTime() === stored.getTime();

// Times as ISO strings: String(date) would answer "Tue Nov 24 2026 …", which no client parses.
const toHoliday = (row: HolidayRow) => ({
  ...row,
  day: dayOfWeek(row.date),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Reading needs one of the three areas; writing needs hrms. */
function assertReader(viewer: SessionUser) {
  if (!employeeArea(viewer)) throw forbidden(AUTH_MESSAGES.forbidden);
}

/** Every reader's calendar asks for a year's holidays: prepared once (lib/prepared-read.ts). */
const holidaysBetween = preparedRead('holidays_between', (db) =>
  db
    .select()
    .from(holidays)
    .where(and(gte(holidays.date, param('from')), lte(holidays.date, param('to'))))
    .orderBy(asc(holidays.date)),
);

export async function listHolidays(db: DbOrTx, viewer: SessionUser, year = new Date().getUTCFullYear()) {
  assertReader(viewer);
  const rows = await holidaysBetween(db).execute({ from: `${year}-01-01`, to: `${year}-12-31` });
  return listPage(rows.map(toHoliday), { count: rows.length }, Math.max(rows.length, 1));
}

export async function getHoliday(db: DbOrTx, viewer: SessionUser, id: number) {
  assertReader(viewer);
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  if (!row) throw notFound(M.notFound);
  return toHoliday(row);
}

/** A second holiday on a date answers 409 (one holiday per date). */
async function uniqueDate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.dateTaken);
    throw error;
  }
}

export async function createHoliday(db: DbOrTx, { updated_at: _, ...values }: HolidayValues) {
  const [row] = await uniqueDate(db.insert(holidays).values(values).returning());
  return toHoliday(row!);
}

/** Changes the holiday the form loaded: a save made since (another editor's) answers 409. */
export async function updateHoliday(db: DbOrTx, id: number, { updated_at, ...values }: HolidayValues) {
  const version = requireVersion(updated_at, COMMON_MESSAGES.updatedAtRequired);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updated_at: holidays.updated_at })
      .from(holidays)
      .where(eq(holidays.id, id))
      .for('update');
    if (!current) throw notFound(M.notFound);
    if (!sameVersion(version, current.updated_at)) throw conflict(M.changed);
    const [updated] = await uniqueDate(
      tx
        .update(holidays)
        .set({ ...values, updated_at: new Date() })
        .where(eq(holidays.id, id))
        .returning(),
    );
    return updated!;
  });
  return toHoliday(row);
}

export async function deleteHoliday(db: DbOrTx, id: number) {
  const [row] = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
  if (!row) throw notFound(M.notFound);
}

/** The mandatory holidays between two dates: leave is not charged on them. */
export async function mandatoryHolidayDates(db: DbOrTx, from: string, to: string) {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(eq(holidays.type, 'mandatory'), gte(holidays.date, from), lte(holidays.date, to)));
  return new Set(rows.map((r) => r.date));
}

/** What an editor may produce: text formatting, lists, headings, links and tables; nothing active. */
const NOTE_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Dropped with their content, not unwrapped: raw-text elements and foreign (SVG, MathML) content,
  // where sanitizers' parsers and browsers' have disagreed (the mutation XSS fixed in sanitize-html
  // 2.17.6/2.17.7, which need Node 22: docs/decisions.md, "sanitize-html 2.17.5").
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'plaintext',
    'iframe',
    'title',
    'template',
    'svg',
    'math',
  ],
};

// sanitize-html (and postcss under it) loads with the first note saved, not at every start.
let noteSanitizer: Promise<(html: string) => string> | undefined;
const loadNoteSanitizer = () =>
  (noteSanitizer ??= import('sanitize-html').then(({ default: sanitize }) => {
    const options: sanitizeHtml.IOptions = {
      ...NOTE_ALLOW_LIST,
      transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
    };
    return (html: string) => sanitize(html, options).trim();
  }));

export const sanitizeNote = async (html: string) => (await loadNoteSanitizer())(html);

const toNote = (row: typeof holidayNotes.$inferSelect | undefined) => ({
  id: row?.id ?? 0,
  note: row?.note ?? '',
  updated_at: row ? row.updated_at.toISOString() : null,
});

export async function getHolidayNote(db: DbOrTx, viewer: SessionUser) {
  assertReader(viewer);
  const [row] = await db.select().from(holidayNotes).orderBy(asc(holidayNotes.id)).limit(1);
  return toNote(row);
}

/**
 * Writes the single note. `id` is the note's id from GET (0 before the first note); the row is
 * created on the first write, so any id names the one note. The note GET gave must still be the
 * note (its updated_at; none before the first), else 409. A transaction-scoped advisory lock makes
 * two first writes queue, so the second sees the first's note instead of adding another.
 */
export async function saveHolidayNote(
  db: DbOrTx,
  input: { holidayNote: string; updated_at?: string | null },
) {
  const note = await sanitizeNote(input.holidayNote);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('holiday_notes'))`);
    const [current] = await tx
      .select({ id: holidayNotes.id, updated_at: holidayNotes.updated_at })
      .from(holidayNotes)
      .orderBy(asc(holidayNotes.id))
      .limit(1);
    if (
      current ? !input.updated_at || !sameVersion(input.updated_at, current.updated_at) : input.updated_at
    ) {
      throw conflict(M.noteChanged);
    }
    const [saved] = current
      ? await tx
          .update(holidayNotes)
          .set({ note, updated_at: new Date() })
          .where(eq(holidayNotes.id, current.id))
          .returning()
      : await tx.insert(holidayNotes).values({ note }).returning();
    return saved;
  });
  return toNote(row);
}
