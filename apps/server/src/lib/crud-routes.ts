// Registers a module's list/get/create/update/delete routes from one declaration (docs/architecture.md
// "Adding a module"). Each route still names its permission key (`config.access`, which the auth
// plugin enforces and the route-table test walks) and its zod schemas, so OpenAPI and validation are
// unchanged; what the helper removes is the repeated Fastify wiring and `{ data, message }` envelope.
// Services keep the business rules and the data scope: every `run` gets the signed-in viewer.
import {
  type ErrorStatus,
  envelope,
  idParam,
  listOf,
  messageOnly,
  paginationQuery,
  type SessionUser,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { FileHolder } from '../modules/uploads/file-holders';
import type { RouteAccess } from '../plugins/auth';
import { currentUser } from '../plugins/auth';
import type { Deps } from '../plugins/deps';
import { listExportRoute } from './list-export';

/** What a service call gets: the database, the other dependencies (mail, config) and the viewer. */
export interface RouteContext {
  db: Db;
  deps: Deps;
  viewer: SessionUser;
}

type Schema = z.ZodType;

/**
 * A `run` answer that carries its own message: for a route whose message depends on what the
 * service did (a payroll create that replaced the month's payslip answers 'replaced', not 'created').
 */
export class Answered<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
/** `run`'s answer with the message the service's result calls for, instead of the route's own. */
export const answered = <T>(data: T, message: string) => new Answered(data, message);
/** What a record route's `run` may return: the record, or the record with its message. */
type Reply<T> = T | Answered<T>;
/** The `{ data, message }` envelope of a run's answer, the route's message unless the run chose one. */
const envelopeOf = <T>(result: Reply<T>, message: string) =>
  result instanceof Answered ? { data: result.data, message: result.message } : { data: result, message };
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** Services return rows before the response schema drops what it does not list. */
type Answer<S extends Schema> = z.input<S>;

interface RouteBase {
  /** Under /api/v1, e.g. '/clients/:id'. Record paths use `:id`. */
  path: string;
  /** A permission key of packages/shared/src/access, or 'session'. */
  access: RouteAccess;
  summary: string;
  description?: string;
  /** The answer's `message` (a record route's `run` may choose another with `answered`). */
  message: string;
  /** OpenAPI: a name of its own in place of the one derived from method and path (lib/operation-id.ts). */
  operationId?: string;
  /** OpenAPI: error statuses the service adds to those the access and shape imply (plugins/openapi.ts). */
  errorStatuses?: ErrorStatus[];
}

export interface ListRoute<Q extends Schema, B extends Schema | undefined, I extends Schema>
  extends RouteBase {
  /** GET with the filter in the query (default), or POST with it in the body (the job portal's filters). */
  method?: 'GET' | 'POST';
  /** skip/limit and, for GET, the filters; paginationQuery when left out. */
  query?: Q;
  body?: B;
  item: I;
  /**
   * `GET <path>/export?format=csv|xlsx&<filters>` (lib/list-export.ts), named by this word (the
   * file's name). The list's defineList must declare its keyset.
   */
  export?: string;
  run: (
    ctx: RouteContext,
    input: { query: Out<Q>; body: Out<B> },
  ) => Promise<{ list: Answer<I>[]; count: number; numberOfPages: number }>;
}

export interface GetRoute<R extends Schema> extends RouteBase {
  run: (ctx: RouteContext, id: number) => Promise<Reply<Answer<R>>>;
}
export interface CreateRoute<B extends Schema, R extends Schema> extends RouteBase {
  body: B;
  run: (ctx: RouteContext, body: z.output<B>) => Promise<Reply<Answer<R>>>;
}
export interface UpdateRoute<B extends Schema, R extends Schema> extends RouteBase {
  body: B;
  run: (ctx: RouteContext, id: number, body: z.output<B>) => Promise<Reply<Answer<R>>>;
}
export interface DeleteRoute extends RouteBase {
  run: (ctx: RouteContext, id: number) => Promise<void>;
}

/** What a route answers a record as: the run's data as the response schema keeps it. */
function answerOf(record: Schema, reply: unknown): unknown {
  const data = reply instanceof Answered ? reply.data : reply;
  const parsed = record.safeParse(data);
  return parsed.success ? parsed.data : data;
}

type Request = Parameters<typeof currentUser>[0];
/** The route's guard, and the error statuses its service adds for the OpenAPI document. */
const configOf = (route: RouteBase) => ({
  access: route.access,
  ...(route.errorStatuses ? { errorStatuses: route.errorStatuses } : {}),
});
const contextOf = (app: FastifyInstance, request: Request): RouteContext => ({
  db: app.deps.db,
  deps: app.deps,
  viewer: currentUser(request),
});
/** The route's OpenAPI words (tags, summary, description, operationId) with its shapes. */
const schemaOf = (tags: string[], route: RouteBase, shapes: object) => ({
  tags,
  summary: route.summary,
  ...(route.description ? { description: route.description } : {}),
  ...(route.operationId ? { operationId: route.operationId } : {}),
  ...shapes,
});

/**
 * One record not addressed by a numeric id: the viewer's own profile, the holiday note. Read with
 * GET or replaced with PUT, answering the record in the `{ data, message }` envelope.
 */
export interface RecordRoute<R extends Schema, B extends Schema | undefined, P extends Schema | undefined>
  extends RouteBase {
  method: 'GET' | 'PUT';
  record: R;
  params?: P;
  body?: B;
  run: (ctx: RouteContext, input: { params: Out<P>; body: Out<B> }) => Promise<Reply<Answer<R>>>;
  /**
   * A GET of the viewer's own record (a profile): the file holder (crudRoutes' `files.record`) it is
   * one more read of. The files of the record it answers are readable through it.
   */
  files?: string;
}

/** Registers one record route, declared like crudRoutes' routes (key, schemas, message, run). */
export function recordRoute<
  R extends Schema,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(fastify: FastifyInstance, tags: string[], route: RecordRoute<R, B, P>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Typed as a plain object, as in crudRoutes: the service's rows are wider than the response.
  const schema: object = schemaOf(tags, route, {
    ...(route.params ? { params: route.params } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { 200: envelope(route.record) },
  });
  if (route.files && route.method === 'GET') {
    const { run } = route;
    app.deps.files.add({
      record: route.files,
      columns: [],
      reads: [
        {
          path: route.path,
          access: route.access,
          read: async (ctx, id) => {
            const answer = answerOf(
              route.record,
              await run(ctx, { params: undefined as Out<P>, body: undefined as Out<B> }),
            );
            return (answer as { id?: unknown } | null)?.id === id ? answer : null;
          },
        },
      ],
    });
  }
  app.route({
    method: route.method,
    url: route.path,
    config: configOf(route),
    schema,
    handler: async (request) =>
      envelopeOf(
        await route.run(contextOf(app, request), {
          params: request.params as Out<P>,
          body: request.body as Out<B>,
        }),
        route.message,
      ),
  });
}

/**
 * A step of one record's life (`POST /timesheets/:id/approve`, reject, confirm): the record's id in
 * the path, the step's body, and the record as the step leaves it, in the `{ data, message }` envelope.
 */
export interface ActionRoute<B extends Schema, R extends Schema> extends RouteBase {
  body: B;
  record: R;
  run: (ctx: RouteContext, id: number, body: z.output<B>) => Promise<Reply<Answer<R>>>;
}

/** Registers one action route, declared like crudRoutes' routes (key, schemas, message, run). */
export function actionRoute<B extends Schema, R extends Schema>(
  fastify: FastifyInstance,
  tags: string[],
  route: ActionRoute<B, R>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema: object = schemaOf(tags, route, {
    params: idParam,
    body: route.body,
    response: { 200: envelope(route.record) },
  });
  app.post(route.path, { config: configOf(route), schema }, async (request) =>
    envelopeOf(
      await route.run(
        contextOf(app, request),
        (request.params as z.output<typeof idParam>).id,
        request.body as z.output<B>,
      ),
      route.message,
    ),
  );
}

export interface CrudDeclaration<
  R extends Schema,
  LQ extends Schema = typeof paginationQuery,
  LB extends Schema | undefined = undefined,
  LI extends Schema = Schema,
  CB extends Schema = Schema,
  UB extends Schema = Schema,
> {
  /** OpenAPI tags. */
  tags: string[];
  /** The answer of get, create and update: one record as the viewer may see it. */
  record: R;
  list?: ListRoute<LQ, LB, LI>;
  get?: GetRoute<R>;
  create?: CreateRoute<CB, R>;
  update?: UpdateRoute<UB, R>;
  remove?: DeleteRoute;
  /**
   * The record's file columns (docs/architecture.md "Files"): a file of them is served to whoever
   * `get` answers the record showing it, by get's key and service (scope, hidden fields).
   */
  files?: Omit<FileHolder, 'reads'>;
}

/**
 * Registers the declared routes on a module's plugin instance. Create answers 201; delete answers
 * `{ data: null, message }`. Routes a module needs beyond these are registered beside it as usual.
 */
export function crudRoutes<
  R extends Schema,
  LQ extends Schema = typeof paginationQuery,
  LB extends Schema | undefined = undefined,
  LI extends Schema = Schema,
  CB extends Schema = Schema,
  UB extends Schema = Schema,
>(fastify: FastifyInstance, declaration: CrudDeclaration<R, LQ, LB, LI, CB, UB>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, record, list, get, create, update, remove, files } = declaration;
  if (files) {
    if (!get) throw new Error(`The files of ${files.record} need a get route to decide who reads them`);
    app.deps.files.add({
      ...files,
      reads: [
        {
          path: get.path,
          access: get.access,
          read: async (ctx, id) => answerOf(record, await get.run(ctx, id)),
        },
      ],
    });
  }
  const context = (request: Request) => contextOf(app, request);
  const options = (route: RouteBase, shapes: object) => ({
    config: configOf(route),
    schema: schemaOf(tags, route, shapes),
  });

  if (list) {
    const { config, schema } = options(list, {
      querystring: list.query ?? paginationQuery,
      ...(list.body ? { body: list.body } : {}),
      response: { 200: envelope(listOf(list.item)) },
    });
    app.route({
      method: list.method ?? 'GET',
      url: list.path,
      config: { ...config, readsOnly: true },
      schema,
      handler: async (request) => ({
        data: await list.run(context(request), {
          query: request.query as Out<LQ>,
          body: request.body as Out<LB>,
        }),
        message: list.message,
      }),
    });
    if (list.export) {
      listExportRoute(fastify, {
        path: list.path,
        access: list.access,
        tags,
        name: list.export,
        ...(list.method === 'POST' ? { body: list.body } : { query: list.query }),
        item: list.item,
        run: list.run as never,
      });
    }
  }

  if (get) {
    app.get(
      get.path,
      options(get, { params: idParam, response: { 200: envelope(record) } }),
      async (request) =>
        envelopeOf(
          await get.run(context(request), (request.params as z.output<typeof idParam>).id),
          get.message,
        ),
    );
  }

  if (create) {
    app.post(
      create.path,
      options(create, { body: create.body, response: { 201: envelope(record) } }),
      async (request, reply) =>
        reply
          .status(201)
          .send(envelopeOf(await create.run(context(request), request.body as z.output<CB>), create.message)),
    );
  }

  if (update) {
    app.put(
      update.path,
      options(update, { params: idParam, body: update.body, response: { 200: envelope(record) } }),
      async (request) =>
        envelopeOf(
          await update.run(
            context(request),
            (request.params as z.output<typeof idParam>).id,
            request.body as z.output<UB>,
          ),
          update.message,
        ),
    );
  }

  if (remove) {
    app.delete(
      remove.path,
      options(remove, { params: idParam, response: { 200: messageOnly } }),
      async (request) => {
        await remove.run(context(request), (request.params as z.output<typeof idParam>).id);
        return { data: null, message: remove.message };
      },
    );
  }
}
