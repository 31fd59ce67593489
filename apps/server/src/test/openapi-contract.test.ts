// The document says everything the server does (issue 26): every route of the route table is called
// (anonymous, by a signed-in user who lacks its key, by a super-admin with an empty or a bad input,
// with the id of a demo record, and an update with the record it read) and each answer, success or
// error, must have a status the operation documents and a body that its schema accepts (ajv, the
// JSON Schema 2020-12 of OpenAPI 3.1, formats checked). A route added without its error statuses or
// with a body its schema does not describe fails here.
import { type AccessSubject, canAccess } from '@staffdesk/shared';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPermissions } from '../modules/users/users.mapper';
import { seedDemo } from '../seed/demo';
import { buildTestApp, type TestContext } from './build-test-app';
import { createCompany, signedIn } from './factories';

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
}
interface Route {
  method: string;
  url: string;
  access: string;
}

/** Calls that would end the caller's own session or act on every session. */
const SKIPPED = new Set(['POST /api/v1/users/logout', 'DELETE /api/v1/users/sessions']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let ctx: TestContext;
let doc: Document;
let admin: Record<string, string>;
let callers: { subject: AccessSubject; headers: Record<string, string> }[];
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: false }));
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  ctx = await buildTestApp();
  const own = await createCompany(ctx.app, {
    company_name: 'Staffdesk',
    primary_email: 'hello@staffdesk.local',
  });
  await ctx.app.deps.db.transaction((tx) => seedDemo(tx, own.id));
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  callers = await Promise.all(
    [{ type: 'employee' }, { type: 'client', role: 'admin' }, { type: 'super-admin', role: 'user' }].map(
      async (kind) => {
        const { user, headers } = await signedIn(ctx.app, kind);
        return { subject: { ...user, permissions_slug: splitPermissions(user.permissions_slug) }, headers };
      },
    ),
  );
}, 120_000);
afterAll(() => ctx.close());

/** A component reference replaced by the component: each answer's schema compiles on its own. */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) return inline(doc.components.schemas[ref.split('/').pop()!]);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v)]));
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');

/** What is wrong with an answer by the document, or null. */
function checkAnswer(route: Route, res: LightMyRequestResponse): string | null {
  const name = `${route.method} ${route.url} → ${res.statusCode}`;
  const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  if (!operation) return `${name}: not in the document`;
  let answer = operation.responses[String(res.statusCode)];
  if (!answer) return `${name}: status not documented (${res.body.slice(0, 120)})`;
  if (answer.$ref) answer = doc.components.responses[answer.$ref.split('/').pop()!]!;
  const json = answer.content?.['application/json']?.schema;
  if (!json) return null; // a file, or a documented answer without a JSON body
  if (!String(res.headers['content-type']).includes('application/json')) {
    return `${name}: ${res.headers['content-type']} where JSON is documented`;
  }
  const key = `${route.method} ${route.url} ${res.statusCode}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(inline(json) as Schema);
    validators.set(key, validate);
  }
  if (validate(res.json())) return null;
  const [first] = validate.errors ?? [];
  return `${name}: ${first?.instancePath} ${first?.message} (${res.body.slice(0, 160)})`;
}

/** The documented body of an update names updated_at as required. */
function requiresVersion(route: Route): boolean {
  const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] as
    | { requestBody?: { content: Record<string, { schema: { required?: string[]; anyOf?: Schema[] } }> } }
    | undefined;
  const body = operation?.requestBody?.content['application/json']?.schema;
  return [body, ...(body?.anyOf ?? [])].some((s) =>
    (s?.required as string[] | undefined)?.includes('updated_at'),
  );
}

function requestFor(
  route: Route,
  headers: Record<string, string>,
  id: string,
  payload?: unknown,
): InjectOptions {
  const url = route.url.replace(/:[A-Za-z_]+/g, id).replace(/\*$/, 'cv/none.pdf');
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(UNSAFE.has(route.method) ? { payload: (payload ?? {}) as object } : {}),
  };
}

/** The collection a record path belongs to: '/api/v1/positions/:id' → 'positions'. */
const collectionOf = (url: string) => url.replace('/api/v1/', '').replace('filters/', '').split('/')[0]!;

describe('the OpenAPI document against the server', () => {
  it('documents every answer of every route, success and error, with its status and body', async () => {
    const problems: string[] = [];
    const statuses = new Map<string, Set<number>>();
    const call = async (route: Route, options: InjectOptions) => {
      const res = await ctx.app.inject(options);
      const problem = checkAnswer(route, res);
      if (problem) problems.push(problem);
      const seen = statuses.get(route.url) ?? new Set();
      statuses.set(route.url, seen.add(res.statusCode));
      return res;
    };
    const routes = ctx.app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    // Lists first: their first rows give the records the other calls address.
    const firstIds = new Map<string, string>();
    let versionedSaves = 0;
    const byId = (route: Route) => firstIds.get(collectionOf(route.url)) ?? '1';
    const isList = (r: Route) => !/[:*]/.test(r.url) && (r.method === 'GET' || r.url.includes('/filters/'));
    for (const route of routes.filter(isList)) {
      const res = await call(route, requestFor(route, admin, '1'));
      const data = res.statusCode === 200 ? res.json().data : null;
      const first = (Array.isArray(data) ? data : data?.list)?.[0];
      if (first?.id && !firstIds.has(collectionOf(route.url))) {
        firstIds.set(collectionOf(route.url), String(first.id));
      }
    }
    for (const route of routes) {
      if (route.access !== 'public') await call(route, requestFor(route, {}, '1'));
      const lacking = callers.find((c) => route.access !== 'session' && !canAccess(c.subject, route.access));
      if (lacking && route.access !== 'public') await call(route, requestFor(route, lacking.headers, '1'));
      await call(route, requestFor(route, admin, '2147483648', { updated_at: 5 }));
      if (/[:*]/.test(route.url)) {
        await call(route, requestFor(route, admin, '2147483600'));
        const get = routes.find((r) => r.method === 'GET' && r.url === route.url);
        if (route.method === 'GET') await call(route, requestFor(route, admin, byId(route)));
        else if (route.method === 'POST') await call(route, requestFor(route, admin, byId(route)));
        else if (route.method === 'PUT' && get) {
          // The record as read, sent back: the update the web's form makes without a change.
          const read = await ctx.app.inject(requestFor(get, admin, byId(route)));
          if (read.statusCode === 200) {
            const { updated_at, ...unversioned } = read.json().data;
            const saved = await call(route, requestFor(route, admin, byId(route), read.json().data));
            if (saved.statusCode === 200) versionedSaves++;
            if (updated_at && requiresVersion(route)) {
              // Documented as required: an update the server takes with it is refused without it.
              const res = await call(route, requestFor(route, admin, byId(route), unversioned));
              const named = res.json().errors?.some((e: { path: string }) => e.path === 'updated_at');
              if (saved.statusCode === 200 && !(res.statusCode === 400 && named)) {
                problems.push(
                  `${route.method} ${route.url}: updated_at is required but ${res.statusCode} without it`,
                );
              }
            }
          }
        }
      } else if (!isList(route)) {
        await call(route, requestFor(route, admin, '1'));
      }
    }
    if (process.env.CONTRACT_DEBUG)
      console.log(versionedSaves, [...statuses].map(([u, s]) => `${u} ${[...s]}`).join('\n'));
    expect(problems).toEqual([]);
    // The walk reached the routes' success answers, not only their refusals.
    const succeeded = [...statuses.values()].filter((s) => [...s].some((code) => code < 300)).length;
    expect(succeeded).toBeGreaterThan(statuses.size / 3);
    // Updates sent back as read were taken, so their refusal without updated_at was checked.
    expect(versionedSaves).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
