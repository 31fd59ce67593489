// `GET <list path>/export?format=csv|xlsx&<the list's filters>` for any list (issue 26): the list's
// own `run` (its key, data scope, filters and mapper) reads the rows in batches of EXPORT_BATCH,
// each batch after the last row of the one before (the list's keyset, lib/list-query.ts), and the
// cells are what the list's item schema lets through, so a viewer's export holds what its list
// shows. The file streams (lib/export-writers.ts): memory holds about one batch.
import { paginationQuery } from '@staffdesk/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../modules/uploads/file-checks';
import { currentUser, type RouteAccess } from '../plugins/auth';
import type { RouteContext } from './crud-routes';
import {
  type Cell,
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportSource,
  exportStream,
  toCell,
} from './export-writers';
import { HttpError } from './http-error';
import { type ExportCursor, withExportCursor } from './list-query';

/**
 * Rows per batch: one prepared statement's page, a few hundred kilobytes of rows at most. A test
 * lowers it to walk many batches over little data.
 */
export const exportSettings = { batch: 1000 };

export const EXPORT_MESSAGES = {
  formatInvalid: 'Please choose csv or xlsx',
} as const;

type Schema = z.ZodType;

export interface ListExport {
  /** The list's path; the export is `${path}/export`. */
  path: string;
  access: RouteAccess;
  tags: string[];
  /** What the rows are ('clients'): the file's name. */
  name: string;
  /** The list's query schema (a GET list's filters) … */
  query?: Schema;
  /** … or its body schema (a POST list's filters, here given in the query string). */
  body?: Schema;
  /** The list's item schema: its keys are the columns. */
  item: Schema;
  run: (ctx: RouteContext, input: { query: never; body: never }) => Promise<{ list: unknown[] }>;
}

export const exportQuery = z.looseObject({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid }),
});

const invalid = (error: z.ZodError) => {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
};

/**
 * A POST list's filters arrive here as query-string text: a value its field refuses as text but
 * takes as a number ('12' for an id, each of a repeated id) is given as a number.
 */
function bodyFromQuery(body: Schema, query: Record<string, unknown>): unknown {
  const shape = shapeOf(unwrap(body));
  const asNumber = (value: unknown) =>
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const field = shape?.[key];
    if (!field || field.safeParse(value).success) input[key] = value;
    else input[key] = Array.isArray(value) ? value.map(asNumber) : asNumber(value);
  }
  return input;
}

/** The object schema inside a default/prefault/pipe wrapper. */
function unwrap(schema: Schema): Schema {
  const def = (schema as unknown as { def: { type: string; innerType?: Schema; in?: Schema } }).def;
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}
const shapeOf = (schema: Schema) => (schema as unknown as { shape?: Record<string, Schema> }).shape;

/** The columns: the item schema's keys that the first batch's answers carry (hidden ones do not). */
function columnsOf(keys: string[], first: object[]): string[] {
  if (first.length === 0) return keys;
  return keys.filter((key) => first.some((item) => key in item));
}

export function listExportRoute(fastify: FastifyInstance, declaration: ListExport) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shape = shapeOf(unwrap(declaration.item));
  if (!shape) throw new Error(`The export of ${declaration.name} needs an object item schema`);
  const keys = Object.keys(shape);
  app.get(
    `${declaration.path}/export`,
    {
      config: { access: declaration.access },
      schema: {
        tags: declaration.tags,
        summary: `Export the ${declaration.name} list (CSV or XLSX), with the list's filters`,
        description:
          "Every row the list's filters match, as the list shows them to the caller (the same fields), " +
          'streamed. Cells starting with =, +, -, @, tab or CR are written as text.',
        querystring: exportQuery,
        produces: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        response: { 200: z.any().meta({ description: 'The file, as an attachment' }) },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query as { format: ExportFormat } & Record<string, unknown>;
      const parse = (schema: Schema, value: unknown) => {
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw invalid(parsed.error);
        return parsed.data;
      };
      const input = declaration.body
        ? {
            query: paginationQuery.parse({}) as never,
            body: parse(declaration.body, bodyFromQuery(declaration.body, filters)) as never,
          }
        : { query: parse(declaration.query ?? paginationQuery, filters) as never, body: undefined as never };
      const ctx: RouteContext = { db: app.deps.db, deps: app.deps, viewer: currentUser(request) };
      const cursor: ExportCursor = { batch: exportSettings.batch, done: false };
      const next = async () => {
        const { list } = await withExportCursor(cursor, () => declaration.run(ctx, input));
        // A list whose run did not go through defineList would answer its first page again and again.
        if (!cursor.list) throw new Error(`The ${declaration.name} list is not read through defineList`);
        return list as Record<string, unknown>[];
      };
      // The first batch before any header: a refusal (403, 404, a filter's 400) answers as JSON.
      const first = await next();
      const columns = columnsOf(keys, first);
      const cells = (items: Record<string, unknown>[]): Cell[][] =>
        items.map((item) => columns.map((key) => toCell(item[key])));
      async function* batches() {
        yield cells(first);
        while (!cursor.done) yield cells(await next());
      }
      return sendExport(reply, format, declaration.name, { header: columns, batches: batches() });
    },
  );
}

/** Answers an export file: `{name}-{today}.{format}`, streamed, never cached. */
export function sendExport(reply: FastifyReply, format: ExportFormat, name: string, source: ExportSource) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', attachmentHeader(`${name}-${day}.${format}`))
    .header('Cache-Control', 'private, no-store')
    .send(exportStream(format, source));
}
