// Drizzle maps a result row by working out each column's decoder again, through a chain of
// prototype checks (`is(field, Column)`, `is(field, SQL)`, …) per column per row: in the bench's
// CPU profile of a list request that was the largest cost the bare baseline does not pay. A
// prepared statement's columns never change, so `withCompiledRows` works them out once and
// generates the statement's row mapper, with Drizzle's own result: nested paths, and a left-joined
// table whose columns came back null becomes null.
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface SelectedField {
  path: string[];
  field: unknown;
}
/** The parts of Drizzle's prepared query (pg and PGlite alike) that its row mapping reads. */
interface DrizzlePreparedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An SQL expression's decoder (its `mapWith`); Drizzle keeps it internal. */
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: WithDecoder }).sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

type Shape = Map<string, Shape | number>;

/** The object literal of one row, as source: `{"id": <decoded r[0]>, "row": {…}}`. */
function literal(shape: Shape): string {
  const value = (i: number) => `r[${i}] === null ? null : D[${i}].mapFromDriverValue(r[${i}])`;
  const entries = [...shape].map(
    ([key, node]) => `${JSON.stringify(key)}: ${typeof node === 'number' ? value(node) : literal(node)}`,
  );
  return `{${entries.join(', ')}}`;
}

/**
 * Drizzle's left-join rule, which depends only on the statement: a `{ object: table.column, … }`
 * field is null when its first column came back null, all its columns are of that one table, and
 * the table was left-joined. The source of those checks.
 */
function leftJoinChecks(fields: SelectedField[], joins: Record<string, boolean> | undefined): string {
  if (!joins) return '';
  const objects = new Map<string, { first: number; table: string; oneTable: boolean }>();
  fields.forEach(({ path, field }, i) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = objects.get(path[0]!);
    if (!seen) objects.set(path[0]!, { first: i, table, oneTable: true });
    else if (seen.table !== table) seen.oneTable = false;
  });
  return [...objects]
    .filter(([, o]) => o.oneTable && !joins[o.table])
    .map(([name, o]) => `if (r[${o.first}] === null) o[${JSON.stringify(name)}] = null;`)
    .join('\n');
}

/**
 * The row mapper of a statement's fields, generated once (as fast-json-stringify does for answers):
 * an object literal of the row's shape, so each row is built in one go with a fixed layout.
 */
function compileRowMapper(fields: SelectedField[], joins: Record<string, boolean> | undefined) {
  const shape: Shape = new Map();
  fields.forEach(({ path }, i) => {
    let node = shape;
    for (const parent of path.slice(0, -1)) {
      let child = node.get(parent);
      if (typeof child !== 'object') {
        child = new Map();
        node.set(parent, child);
      }
      node = child;
    }
    node.set(path[path.length - 1]!, i);
  });
  const decoders = fields.map(({ field }) => decoderOf(field));
  const source = `return function mapRow(r) {
    const o = ${literal(shape)};
    ${leftJoinChecks(fields, joins)}
    return o;
  };`;
  return new Function('D', source)(decoders) as (row: unknown[]) => Record<string, unknown>;
}

/** The prepared statement, mapping its rows with decoders worked out once. */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as DrizzlePreparedQuery;
  if (!query.fields || query.customResultMapper) return prepared;
  const mapRow = compileRowMapper(query.fields, query.joinsNotNullableMap);
  query.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
