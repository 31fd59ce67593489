// A bounded fuzz test driven by the OpenAPI document (issue 7: 116 server errors from four causes).
// For every route, fast-check builds requests from its parameter and body schemas, mixing values
// that fit with the ones that broke the server before (huge ids, NUL characters, null bodies,
// non-numeric amounts, wrong types), and sends them as a signed-in super-admin, who reaches the
// deepest code. Any 5xx fails, with the request that caused it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { signedIn } from './factories';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Runs per route: ~40 routes × this many requests keeps the test well under 30 s. */
const RUNS_PER_ROUTE = 12;
/** Routes left out: signing out would end the fuzzer's own session. */
const SKIPPED = new Set(['POST /api/v1/users/logout']);

/** Values that caused server errors before, or that parsers and databases often trip over. */
const nasty = fc.constantFrom<unknown>(
  null,
  '',
  'a\u0000b',
  '\u0000',
  2147483648,
  -2147483649,
  '99999999999999999999',
  1e308,
  -1,
  0.5,
  'NaN',
  '1e5',
  '１２',
  'x'.repeat(5000),
  "' or 1=1 --",
  '../../etc/passwd',
  '2025-13-45',
  [],
  {},
  true,
);

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.oneof(nasty, fc.jsonValue({ maxDepth: 1 }));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)), nasty);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), nasty);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return fc.oneof({ weight: 4, arbitrary: objectFor(schema, depth) }, { weight: 1, arbitrary: nasty });
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }), nasty);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.string({ maxLength: 5 }), nasty);
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    default:
      return fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), nasty);
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(entries.map(([name, s]) => [name, valueFor(s, depth + 1)])), {
    requiredKeys: [],
  });
}

/** A path parameter: small ids that may exist, and the values that broke routes before. */
const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%00',
    '1e3',
    'cv/x.pdf',
    '..%2F..%2Fetc',
  ),
);

const queryValue = fc.oneof(
  fc.integer({ min: -2, max: 2000 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('%00', '2147483648', '', 'null', 'abc'),
);

let ctx: TestContext;
let doc: Document;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  ({ headers } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
});
afterAll(() => ctx.close());

describe('fuzzing every route from the OpenAPI document', () => {
  it('never answers with a server error', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (SKIPPED.has(`${method.toUpperCase()} ${template}`)) continue;
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const request = fc.record({
          path: fc.tuple(...pathParams.map(() => pathValue)),
          query: fc.tuple(...queryParams.map(() => fc.option(queryValue, { nil: undefined }))),
          body: bodySchema ? valueFor(bodySchema) : fc.constant(undefined),
        });
        await fc
          .assert(
            fc.asyncProperty(request, async ({ path, query, body }) => {
              let url = template;
              pathParams.forEach((name, i) => {
                url = url.replace(`{${name}}`, path[i] as string);
              });
              const search = queryParams
                .map((name, i) => (query[i] === undefined ? null : `${name}=${query[i]}`))
                .filter(Boolean)
                .join('&');
              const res = await ctx.app.inject({
                method: method.toUpperCase() as 'GET',
                url: search ? `${url}?${search}` : url,
                headers: {
                  ...headers,
                  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
              });
              requests++;
              if (res.statusCode >= 500) {
                failures.push(
                  `${method.toUpperCase()} ${url}?${search} ${JSON.stringify(body)?.slice(0, 300)} → ${res.statusCode} ${res.body}`,
                );
                return false;
              }
              return true;
            }),
            { numRuns: RUNS_PER_ROUTE, seed: 7, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
    // Several hundred requests in one test: 24 s on a busy machine, past the suite's 30 s default
    // on PostgreSQL under load (a CI run at load 25 timed out); the limit only catches a hang.
  }, 180_000);
});
