// Drizzle maps a result row by working out each column's decoder again, through a chain of
// prototype checks (`is(field, Column)`, `is(field, SQL)`, …) per column per row: in the bench's
// CPU profile of a list request that was the largest cost the bare baseline does not pay. A
// prepared statement's columns never change, so `withCompiledRows` works them out once and maps
// rows in a plain loop, with Drizzle's own result: nested paths, and a left-joined table whose
// columns all came back null becomes null.
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

interface CompiledColumn {
  parents: string[];
  key: string;
  decoder: Decoder;
  /** The table of a `{ object: table.column }` field, for the left-join rule. */
  joinedTable?: string;
}

/** An SQL expression's decoder (its `mapWith`); Drizzle keeps it internal. */
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: WithDecoder }).sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

function mapRow(columns: CompiledColumn[], row: unknown[], joins: Record<string, boolean> | undefined) {
  const result: Record<string, unknown> = {};
  const nullable: Record<string, string | false> = {};
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    let node = result;
    for (const parent of column.parents) {
      node[parent] ??= {};
      node = node[parent] as Record<string, unknown>;
    }
    const raw = row[i];
    const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
    node[column.key] = value;
    if (column.joinedTable !== undefined) {
      const object = column.parents[0]!;
      const seen = nullable[object];
      if (seen === undefined) nullable[object] = value === null ? column.joinedTable : false;
      else if (seen !== false && seen !== column.joinedTable) nullable[object] = false;
    }
  }
  for (const [object, table] of Object.entries(nullable)) {
    if (table !== false && !joins?.[table]) result[object] = null;
  }
  return result;
}

/** The prepared statement, mapping its rows with decoders worked out once. */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as DrizzlePreparedQuery;
  if (!query.fields || query.customResultMapper) return prepared;
  const joins = query.joinsNotNullableMap;
  const columns: CompiledColumn[] = query.fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    joinedTable: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  query.customResultMapper = (rows) => rows.map((row) => mapRow(columns, row, joins));
  return prepared;
}
