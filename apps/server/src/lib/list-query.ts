// One list helper for every module (positions, applicants, users and the lists to come): a page of
// rows and a capped count, each built once per filter shape as a prepared statement whose values
// are placeholders. Building SQL text with Drizzle on every request cost the server more CPU than
// the database spent answering, so a request now only picks its statements and fills the values.
//
// Cost follows the page, never the table: the count stops at `skip + countCap` rows, so a list with
// a million matches costs what one with ten thousand does. Past that the answer is a lower bound
// (`countIsLowerBound: true`, the footer reads "10,000+") and the pager still moves on, since the
// bound always reaches past the page shown (docs/decisions.md, "Lists").
//
// A page costs what it skips (OFFSET reads the rows before it), so paging stops at the 10,000th
// match with a message asking to narrow the filter (issue 23); the count stops there too, so the
// pager never offers a page past it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { COMMON_MESSAGES } from '@staffdesk/shared';
import { and, count, eq, fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/read-all';
import { withCompiledRows } from './compiled-rows';
import { badRequest } from './http-error';

/** Counts stop here (past the rows skipped): exact below, a lower bound above. */
export const LIST_COUNT_CAP = 10_000;
/** No page starts past this many matches (the message says 10,000). */
export const LIST_DEEPEST_ROW = 10_000;

/**
 * `make(db)` once per database handle: a prepared statement belongs to the handle it was built on
 * (a transaction's handle gets its own, which go with it).
 */
export function oncePerDb<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** A value of the statement, filled in at each request (`sql.placeholder`). */
export const param = (name: string) => sql.placeholder(name);

/** A condition `column = value`, present when the input gives a value. */
export function equalTo<Input>(
  name: string,
  column: PgColumn,
  value: (input: Input) => number | string | undefined,
): ListCondition<Input> {
  return {
    name,
    values: (input) => {
      const given = value(input);
      return given === undefined ? undefined : { [name]: given };
    },
    where: () => eq(column, param(name)),
  };
}

/**
 * A data scope as list conditions: `scope(input)` gives the one id the viewer may see, null when it
 * may see nothing, undefined when it may see everything.
 */
export function scopeConditions<Input>(
  name: string,
  column: PgColumn,
  scope: (input: Input) => number | null | undefined,
): ListCondition<Input>[] {
  return [
    equalTo(name, column, (input) => scope(input) ?? undefined),
    {
      name: `${name}None`,
      values: (input) => (scope(input) === null ? {} : undefined),
      where: () => sql`false`,
    },
  ];
}

/** The `{ list, count, numberOfPages }` envelope of DESIGN.md convention 6. */
export interface ListPage<T> {
  list: T[];
  count: number;
  numberOfPages: number;
  /** Present (true) when more rows match than were counted: `count` is then a lower bound. */
  countIsLowerBound?: true;
}

export interface ListCondition<Input> {
  /** Names the condition in the shape key; its placeholders should start with it. */
  name: string;
  /** This request's values for the placeholders, or undefined when the condition does not apply. */
  values(input: Input): Record<string, unknown> | undefined;
  /** The condition, written with `param(…)` for its values; built once per shape. */
  where(): SQL | undefined;
  /**
   * The best plan depends on the value (a text pattern: a rare term wants the trigram index, a
   * common one the newest-first walk; a range: how much of the table it takes), so statements with
   * this condition are planned at each run (unnamed) rather than with PostgreSQL's generic plan,
   * which guesses a fixed share of rows and chose a plan 20× slower for a CTC range. Their SQL
   * text is still built once. Equalities keep one plan for every value.
   */
  planPerValue?: boolean;
}

interface PreparedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}
interface Preparable<Row> {
  prepare(name: string): PreparedStatement<Row>;
  toSQL(): { sql: string; params: unknown[] };
}

export interface ListDefinition<Input, Row> {
  /** Prefix of the statements' names, e.g. 'applicants'. */
  name: string;
  /** The table whose matching rows are counted. */
  table: PgTable;
  /** Conditions every list of it has (live rows). */
  always: SQL;
  conditions: ListCondition<Input>[];
  /**
   * The page: rows matching `where`, ordered, with `.limit(paging.limit).offset(paging.offset)`.
   * `present` names the conditions that apply, for a list whose best shape depends on them.
   */
  page(
    db: DbOrTx,
    where: SQL,
    paging: { limit: Placeholder; offset: Placeholder },
    present: ReadonlySet<string>,
  ): Preparable<Row>;
  /**
   * How an export walks the list past its last row instead of skipping rows (lib/list-export.ts):
   * `where()` is the list's order as a condition "after the row whose values `after` gives", so a
   * batch costs what it reads however deep it is. Written with `param('after…')` placeholders.
   */
  keyset?: Keyset<NoInfer<Row>>;
}

export interface Keyset<Row> {
  after(row: Row): Record<string, unknown>;
  where(): SQL;
}

/** The keyset of a list ordered newest first by its id (`id desc`). */
export function newestFirst<Row>(column: PgColumn, idOf: (row: Row) => number): Keyset<Row> {
  return { after: (row) => ({ afterId: idOf(row) }), where: () => sql`${column} < ${param('afterId')}` };
}

/** The keyset of a list ordered by a column then id, both descending (`date desc, id desc`). */
export function latestFirst<Row>(
  column: PgColumn,
  idColumn: PgColumn,
  valuesOf: (row: Row) => [unknown, number],
): Keyset<Row> {
  return {
    after: (row) => {
      const [value, id] = valuesOf(row);
      return { afterValue: value, afterId: id };
    },
    where: () => sql`(${column}, ${idColumn}) < (${param('afterValue')}, ${param('afterId')})`,
  };
}

/** The keyset of a list ordered by name, case-insensitively, then id (`lower(name), id`). */
export function byNameThenId<Row>(
  column: PgColumn,
  idColumn: PgColumn,
  valuesOf: (row: Row) => [string, number],
): Keyset<Row> {
  return {
    after: (row) => {
      const [value, id] = valuesOf(row);
      return { afterValue: value, afterId: id };
    },
    where: () => sql`(lower(${column}), ${idColumn}) > (lower(${param('afterValue')}), ${param('afterId')})`,
  };
}

/**
 * An export in progress (lib/list-export.ts): while one runs, the list's own `run` (the module's
 * list function, with its scope, filters and mapper) reads the next batch after the last row it
 * read, with no count and no depth limit. The first list definition to run takes the cursor, so a
 * lookup list a service reads on the way is not affected.
 */
export interface ExportCursor {
  batch: number;
  list?: string;
  after?: Record<string, unknown>;
  done: boolean;
}
const exporting = new AsyncLocalStorage<ExportCursor>();
export const withExportCursor = <T>(cursor: ExportCursor, run: () => Promise<T>) =>
  exporting.run(cursor, run);

interface Statements<Row> {
  page: PreparedStatement<Row>;
  count: PreparedStatement<{ count: number }>;
}

export interface ListQuery<Input, Row> {
  /** The page's rows and the (capped) count, as prepared for this input's filter shape. */
  run(
    db: DbOrTx,
    input: Input,
    paging: { skip: number; limit: number },
    countCap?: number,
  ): Promise<{ rows: Row[]; count: number; countIsLowerBound: boolean }>;
  /**
   * The SQL text and values the two statements run for this input: what the bench EXPLAINs and
   * what its bare baseline handler sends.
   */
  statementsText(
    db: DbOrTx,
    input: Input,
    paging: { skip: number; limit: number },
    countCap?: number,
  ): { page: StatementText; count: StatementText };
}

export interface StatementText {
  /** The prepared statement's name on PostgreSQL; '' when it is planned at each run. */
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A list whose statements are prepared once per database handle and filter shape (the set of
 * conditions that apply). A transaction handle gets its own statements, which end with it.
 */
export function defineList<Input, Row>(definition: ListDefinition<Input, Row>): ListQuery<Input, Row> {
  const shapesOf = oncePerDb(() => new Map<string, Statements<Row>>());

  const build = (db: DbOrTx, present: ListCondition<Input>[]) => {
    const where = and(definition.always, ...present.map((c) => c.where()))!;
    const page = definition.page(
      db,
      where,
      { limit: param('limit'), offset: param('offset') },
      new Set(present.map((c) => c.name)),
    );
    const matching = db
      .select({ one: sql`1` })
      .from(definition.table)
      .where(where)
      .limit(param('countLimit'))
      .as('matching');
    const counted = db.select({ count: count() }).from(matching);
    return { page, count: counted };
  };

  const shapeOf = (input: Input) => {
    const present: ListCondition<Input>[] = [];
    const values: Record<string, unknown> = {};
    for (const condition of definition.conditions) {
      const given = condition.values(input);
      if (!given) continue;
      present.push(condition);
      Object.assign(values, given);
    }
    return { present, values, key: present.map((c) => c.name).join(',') };
  };

  /** PostgreSQL names are per connection and at most 63 bytes; the hash tells the shapes apart. */
  const nameOf = (present: ListCondition<Input>[], key: string, statement: 'page' | 'count') =>
    present.some((c) => c.planPerValue)
      ? ''
      : `${definition.name}_${createHash('sha1').update(key).digest('hex').slice(0, 12)}_${statement}`;

  const statementsFor = (db: DbOrTx, present: ListCondition<Input>[], key: string) => {
    const byShape = shapesOf(db);
    let statements = byShape.get(key);
    if (!statements) {
      const built = build(db, present);
      statements = {
        page: withCompiledRows(built.page.prepare(nameOf(present, key, 'page'))),
        count: withCompiledRows(built.count.prepare(nameOf(present, key, 'count'))) as PreparedStatement<{
          count: number;
        }>,
      };
      byShape.set(key, statements);
    }
    return statements;
  };

  const exportBatch = async (db: DbOrTx, input: Input, cursor: ExportCursor) => {
    const { keyset } = definition;
    if (!keyset) throw new Error(`The list ${definition.name} declares no keyset, so it cannot be exported`);
    cursor.list = definition.name;
    const { present, values, key } = shapeOf(input);
    const after: ListCondition<Input> = { name: 'after', values: () => cursor.after, where: keyset.where };
    const shape = cursor.after ? [...present, after] : present;
    const statements = statementsFor(db, shape, `${key}|export${cursor.after ? '|after' : ''}`);
    const rows = await statements.page.execute({
      ...values,
      ...cursor.after,
      limit: cursor.batch,
      offset: 0,
    });
    cursor.done = rows.length < cursor.batch;
    if (rows.length) cursor.after = keyset.after(rows[rows.length - 1]!);
    return { rows, count: rows.length, countIsLowerBound: false };
  };

  return {
    async run(db, input, { skip, limit }, countCap = LIST_COUNT_CAP) {
      const cursor = exporting.getStore();
      if (cursor && (cursor.list ?? definition.name) === definition.name)
        return exportBatch(db, input, cursor);
      if (skip >= LIST_DEEPEST_ROW) throw badRequest(COMMON_MESSAGES.pageTooDeep, 'skip');
      const { present, values, key } = shapeOf(input);
      const statements = statementsFor(db, present, key);
      const bound = Math.min(skip + countCap, LIST_DEEPEST_ROW);
      const [rows, [counted]] = await readAll(db, [
        () => statements.page.execute({ ...values, limit, offset: skip }),
        () => statements.count.execute({ ...values, countLimit: bound + 1 }),
      ]);
      const total = Number(counted?.count ?? 0);
      return { rows, count: Math.min(total, bound), countIsLowerBound: total > bound };
    },
    statementsText(db, input, { skip, limit }, countCap = LIST_COUNT_CAP) {
      const { present, values, key } = shapeOf(input);
      const built = build(db, present);
      const text = (
        statement: 'page' | 'count',
        query: { toSQL(): { sql: string; params: unknown[] } },
        extra: Record<string, unknown>,
      ) => {
        const { sql: text, params } = query.toSQL();
        const name = nameOf(present, key, statement);
        return { name, text, values: fillPlaceholders(params, { ...values, ...extra }) };
      };
      return {
        page: text('page', built.page, { limit, offset: skip }),
        count: text('count', built.count, { countLimit: Math.min(skip + countCap, LIST_DEEPEST_ROW) + 1 }),
      };
    },
  };
}

/** The envelope of one page; `countIsLowerBound` only when the count stopped at its cap. */
export function listPage<T>(
  list: T[],
  result: { count: number; countIsLowerBound?: boolean },
  limit: number,
): ListPage<T> {
  return {
    list,
    count: result.count,
    numberOfPages: Math.ceil(result.count / limit),
    ...(result.countIsLowerBound ? { countIsLowerBound: true as const } : {}),
  };
}
