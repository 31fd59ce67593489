// Invoice number counters: the highest sequence used per pattern and financial year, so suggesting
// the next number reads one row however many invoices there are. A counter is seeded from the
// invoices already numbered the first time its scope is used (one indexed aggregate, once), which
// also covers a pattern changed later in the vendor bank detail; from then on every transaction
// that writes a number advances it under the row's lock.
import { invoiceNumberParts, invoiceNumberScope } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { invoiceNumberCounters, invoices } from './invoices.tables';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The highest sequence of the scope among stored invoices, read once when its counter is created. */
function seededSeq(scope: string) {
  // Escaped punctuation and \d mean the same in PostgreSQL's regular expressions as in JavaScript's.
  const regex = `^${scope.split('{seq}').map(escapeRegExp).join('(\\d+)')}$`;
  return sql`(select least(coalesce(max(substring(${invoices.invoice_number} from ${`(?i)${regex}`})::numeric), 0), 2000000000)::int
    from ${invoices} where ${invoices.invoice_number} ~* ${regex})`;
}

const counterOf = preparedRead('invoice_number_counter', (db) =>
  db
    .select({ last: invoiceNumberCounters.last_seq })
    .from(invoiceNumberCounters)
    .where(eq(invoiceNumberCounters.scope, param('scope'))),
);

/** The scope's counter, created from the stored invoices when it has none yet. */
async function lastSeq(db: DbOrTx, scope: string): Promise<number> {
  const [row] = await counterOf(db).execute({ scope });
  if (row) return row.last;
  const [created] = await db
    .insert(invoiceNumberCounters)
    .values({ scope, last_seq: seededSeq(scope) })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.scope,
      set: { last_seq: sql`${invoiceNumberCounters.last_seq}` },
    })
    .returning({ last: invoiceNumberCounters.last_seq });
  return created!.last;
}

/** The sequence the next number of the pattern in the date's financial year takes (1 without one). */
export async function nextSeq(db: DbOrTx, pattern: string, date: string): Promise<number> {
  const scope = invoiceNumberScope(pattern, date);
  return scope ? (await lastSeq(db, scope)) + 1 : 1;
}

/**
 * Records a number written in the create or edit transaction: its scope's counter moves up to it,
 * under the counter row's lock, so concurrent creates never lose one another's number.
 */
export async function recordInvoiceNumber(tx: DbOrTx, pattern: string, number: string) {
  const parts = invoiceNumberParts(pattern, number);
  if (!parts) return;
  const [updated] = await tx
    .update(invoiceNumberCounters)
    .set({ last_seq: sql`greatest(${invoiceNumberCounters.last_seq}, ${parts.seq})` })
    .where(eq(invoiceNumberCounters.scope, parts.scope))
    .returning({ last: invoiceNumberCounters.last_seq });
  if (updated) return;
  // The new invoice is in the seed's read already (same transaction), so its own number counts.
  await tx
    .insert(invoiceNumberCounters)
    .values({ scope: parts.scope, last_seq: sql`greatest(${seededSeq(parts.scope)}, ${parts.seq})` })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.scope,
      set: { last_seq: sql`greatest(${invoiceNumberCounters.last_seq}, excluded.last_seq)` },
    });
}
