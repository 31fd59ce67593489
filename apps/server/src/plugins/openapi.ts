// The OpenAPI document (served at /api/docs/json, written by `npm run lint:api`), generated from the
// routes' zod schemas. Every route gets here, without declaring anything, what an integrator needs
// beyond its input and success answer: a unique operationId (lib/operation-id.ts), the error answers
// it can give with the one shared error schema, and its security (the session cookie or an API key;
// none for the sign-in calls). The error statuses are derived from the route's access and shape; a
// route declares only the ones its service adds (`config.errorStatuses`). The contract test
// (test/openapi-contract.test.ts) calls every route and fails on an answer the document does not list.
import fastifySwagger from '@fastify/swagger';
import { ERROR_CODES, type ErrorStatus, errorBody } from '@staffdesk/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationIdOf } from '../lib/operation-id';
import { SESSION_COOKIE } from '../modules/auth/sessions.service';
import { API_PREFIX, type RouteAccess } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this route answers beyond the ones its access and shape imply (a 409 of a
     * create, a 429 of a throttled call), for the OpenAPI document.
     */
    errorStatuses?: ErrorStatus[];
  }
}

export const OPENAPI_VERSION = '3.1.0';
/** The extension a route's derived error statuses travel in until the document is complete. */
const ERRORS_KEY = 'x-error-statuses';

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'ValidationFailed', description: 'The input was refused: `errors` names each field and why' },
  401: { name: 'Unauthenticated', description: 'No valid session cookie or API key' },
  403: {
    name: 'Forbidden',
    description:
      'The caller may not do this (permission, another origin, or two-factor set-up still required)',
  },
  404: { name: 'NotFound', description: 'No such record, or not one the caller may see' },
  405: { name: 'MethodNotAllowed', description: 'This path needs another method' },
  409: {
    name: 'Conflict',
    description: 'The record changed since it was read (updated_at), or the value is already taken',
  },
  413: { name: 'PayloadTooLarge', description: 'The body or file is larger than the server accepts' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this call reads' },
  422: { name: 'Unprocessable', description: 'The request is well formed but cannot be done as asked' },
  429: { name: 'RateLimited', description: 'Too many attempts: wait (Retry-After when given) and try again' },
  500: { name: 'InternalError', description: 'The server failed; nothing was changed' },
  503: { name: 'Unavailable', description: 'The server cannot answer now; try again later' },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route's input looks like, read from its JSON schemas. */
interface RouteShape {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  hasInput: boolean;
  hasBody: boolean;
  /** The body names the version it changes: a concurrent edit answers 409. */
  hasVersion: boolean;
  declared: ErrorStatus[];
}

/** The error answers a route can give, from its guard and its input. */
export function errorStatusesOf(route: RouteShape): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.declared);
  const guarded = route.access !== 'public';
  if (route.hasInput) statuses.add(400);
  // A guarded call may come with an API key: a wrong one counts as a wrong password from that IP,
  // so its answer can be the sign-in throttle's 429 (plugins/auth.ts).
  if (guarded) statuses.add(401).add(429);
  // Guarded: a missing permission or pending two-factor set-up; unsafe: a call from another origin.
  if (guarded || UNSAFE.has(route.method)) statuses.add(403);
  if (/\/(:|\*)/.test(route.url)) statuses.add(404);
  if (route.hasVersion) statuses.add(409);
  if (route.hasBody) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
};
type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

function successOf(response: Record<string, unknown> | undefined) {
  const status = Object.keys(response ?? {}).find((s) => s.startsWith('2'));
  return { status, schema: status ? (response?.[status] as JsonSchema | undefined) : undefined };
}

/** Per route: the zod schemas as JSON Schema, then operationId, security and error statuses. */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (!schema || schema.hide || !input.url.startsWith(API_PREFIX)) return { schema, url };
  const route = input.route;
  const method = [route.method].flat()[0]!;
  const body = schema.body as JsonSchema | undefined;
  const success = successOf(schema.response as Record<string, unknown> | undefined);
  const data = success.schema?.properties?.data;
  const access = route.config?.access;
  // An error answer the route declares with the shared errorBody is documented as the shared one.
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const declaredErrors = Object.keys(response)
    .filter((status) => Number(status) >= 400)
    .map((status) => {
      delete response[status];
      return Number(status) as ErrorStatus;
    });
  const operationId =
    (schema.operationId as string | undefined) ??
    operationIdOf({
      method,
      path: url.slice(API_PREFIX.length),
      answersList: data?.type === 'array' || Boolean(data?.properties?.list),
      creates: Object.keys(schema.response ?? {}).includes('201'),
    });
  return {
    url,
    schema: {
      ...schema,
      ...(method === 'PUT' && body ? { body: versioned(body) } : {}),
      ...(schema.response ? { response } : {}),
      operationId,
      ...(access === 'public' ? { security: [] } : {}),
      [ERRORS_KEY]: errorStatusesOf({
        method,
        url,
        access,
        hasInput: Boolean(schema.body || schema.querystring || schema.params),
        hasBody: Boolean(body),
        hasVersion: Boolean(body?.properties?.updated_at),
        declared: [...declaredErrors, ...(route.config?.errorStatuses ?? [])],
      }),
    },
  };
}

/**
 * An update names the version it changes (lib/http-error.ts requireVersion): its `updated_at` is
 * required, though the shared body schema leaves it optional for the create it also serves.
 */
function versioned(body: JsonSchema & { required?: string[]; anyOf?: JsonSchema[] }): JsonSchema {
  if (body.anyOf) return { ...body, anyOf: body.anyOf.map(versioned) };
  const updatedAt = body.properties?.updated_at;
  if (!updatedAt) return body;
  return {
    ...body,
    properties: {
      ...body.properties,
      updated_at: {
        ...updatedAt,
        description: 'The updated_at of the record as read: a newer version answers 409',
      } as JsonSchema,
    },
    required: [...new Set([...(body.required ?? []), 'updated_at'])],
  };
}

type Operation = Record<string, unknown> & {
  tags?: string[];
  responses?: Record<string, unknown>;
  parameters?: { name: string; in: string; description?: string }[];
};
type Document = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

/**
 * Dates by the project's field names (the spec's and the tables'): `…_at` is a timestamp (ISO 8601
 * with its offset, as the mappers write `toISOString()`), `date`, `dob`, `…_date` and `…_on` a day
 * (YYYY-MM-DD). Named once here, every route's input and answer — a later module's too — carries
 * `format`, and the contract test (ajv with formats) fails on an answer that writes a date otherwise.
 * A field whose schema already says what it is (a format, a pattern, an enum) is left alone.
 */
export const DATE_FORMATS: [RegExp, 'date-time' | 'date'][] = [
  [/_at$/, 'date-time'],
  [/^(date|dob)$|_date$|_on$/, 'date'],
];
const formatOf = (name: string) => DATE_FORMATS.find(([pattern]) => pattern.test(name))?.[1];

type Walked = Record<string, unknown>;
/** A string (or a nullable one, `type: ['string', 'null']`) that says nothing more of itself. */
const isPlainString = (schema: Walked) =>
  [schema.type].flat().includes('string') &&
  !('format' in schema || 'pattern' in schema || 'enum' in schema || 'const' in schema);

/** The schema of a field named `name`, its plain string (or nullable string) given the name's format. */
function formatted(schema: unknown, name: string): unknown {
  const format = formatOf(name);
  if (!format || !schema || typeof schema !== 'object') return schema;
  const field = schema as Walked & { anyOf?: Walked[] };
  if (isPlainString(field)) return { ...field, format };
  if (field.anyOf) return { ...field, anyOf: field.anyOf.map((member) => formatted(member, name)) };
  return schema;
}

/** Every property and parameter of the document, dates formatted by their names. */
export function withDateFormats(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDateFormats);
  if (!node || typeof node !== 'object') return node;
  const object = node as Walked;
  const walked = Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, withDateFormats(value)]),
  );
  if (walked.properties && typeof walked.properties === 'object') {
    walked.properties = Object.fromEntries(
      Object.entries(walked.properties as Walked).map(([name, value]) => [name, formatted(value, name)]),
    );
  }
  // A query or path parameter: its name is the field's.
  if (typeof walked.in === 'string' && typeof walked.name === 'string' && walked.schema) {
    walked.schema = formatted(walked.schema, walked.name);
  }
  return walked;
}

/** The whole document: the shared error answers, the declared tags, `{*}` paths named. */
function transformObject({ openapiObject }: { openapiObject: Partial<Document> }): Document {
  const doc = openapiObject as Document;
  const used = new Set<ErrorStatus>();
  const tags = new Set<string>();
  const paths: Document['paths'] = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    // Fastify's wildcard '/files/*' becomes the parameter `path` (it may contain slashes).
    const named = path.replace(/\{\*\}$/, '{path}');
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) tags.add(tag);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = 'path';
          parameter.description = 'The file key of an uploaded_url, slashes included';
        }
      }
      const statuses = (operation[ERRORS_KEY] as ErrorStatus[] | undefined) ?? [];
      delete operation[ERRORS_KEY];
      for (const status of statuses) {
        used.add(status);
        operation.responses ??= {};
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
    }
    paths[named] = withDateFormats(operations) as Record<string, Operation>;
  }
  const responses = Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((status) => [
        ERROR_RESPONSES[status].name,
        {
          description: `${ERROR_RESPONSES[status].description} (code \`${ERROR_CODES[status]}\`)`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
  );
  return {
    ...doc,
    paths,
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} calls` })),
    components: {
      ...doc.components,
      schemas: {
        ...(withDateFormats(doc.components?.schemas ?? {}) as Record<string, unknown>),
        Error: errorSchema(),
      },
      responses,
    },
  };
}

/** The shared error body as JSON Schema, from the same zod schema the server's answers follow. */
const errorSchema = () => {
  const { $schema: _, ...schema } = z.toJSONSchema(errorBody, { target: 'draft-2020-12' });
  return schema;
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Staffdesk API',
        version: '1.0.0',
        description:
          'Every call but the sign-in calls needs the session cookie or an API key (`Authorization: Bearer <token>`). ' +
          'Answers are `{ data, message }`; errors are `{ message, code, errors? }` with a stable `code`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'Staffdesk' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by POST /api/v1/users/login (unsafe calls from the same origin only)',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key made in Profile, sent as `Authorization: Bearer <token>`',
          },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
}
