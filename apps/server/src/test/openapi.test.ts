// The API docs at /api/docs come from the same zod schemas the routes validate with: every route of
// the route table is listed with its input and its success answer.
import { MONEY_TEXT_PATTERN } from '@staffdesk/shared';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  components: {
    securitySchemes: Record<string, { type: string; in?: string; scheme?: string }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
  };
};

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await buildTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

/** Fastify's `/users/:id` and `/files/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');
const operationOf = (route: { method: string; url: string }) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe('OpenAPI document', () => {
  it('is served as OpenAPI 3', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('lists every API route with its parameters, body and success answer', () => {
    const problems: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing`);
        continue;
      }
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
      if (!success.some(([, answer]) => Object.values(answer.content ?? {}).some((c) => c.schema))) {
        problems.push(`${name}: no success response schema`);
      }
      const pathParams = [...route.url.matchAll(/:([A-Za-z_]+)|\*$/g)].map((m) => m[1] ?? 'path');
      for (const param of pathParams) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param)) {
          problems.push(`${name}: path parameter ${param} not described`);
        }
      }
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !operation.requestBody) {
        problems.push(`${name}: no request body schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const id = operationOf(route)?.operationId;
      if (!id || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${name}: operationId ${id}`);
      else if (seen.has(id)) problems.push(`${name}: operationId ${id} is also ${seen.get(id)}`);
      else seen.set(id, name);
    }
    expect(problems).toEqual([]);
    expect(seen.get('listPositions')).toBe('POST /api/v1/filters/positions');
    expect(seen.get('getPosition')).toBe('GET /api/v1/positions/:id');
    expect(seen.get('createPosition')).toBe('POST /api/v1/positions');
    expect(seen.get('confirmBankChange')).toBe('POST /api/v1/bank-changes/:id/confirm');
  });

  it('documents the error answers of every operation with the one error schema', () => {
    const problems: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const responses = operationOf(route)?.responses ?? {};
      const errors = Object.keys(responses).filter((status) => /^[45]/.test(status));
      const expected = [
        // A guarded call may carry an API key: a wrong one meets the sign-in throttle (429).
        ...(route.access === 'public' ? [] : ['401', '403', '429']),
        ...(/[:*]/.test(route.url) ? ['400', '404'] : []),
        ...(['POST', 'PUT'].includes(route.method) ? ['403', '413'] : []),
      ];
      for (const status of expected) {
        if (!errors.includes(status)) problems.push(`${name}: ${status} not documented`);
      }
      for (const status of errors) {
        const ref = responses[status]!.$ref?.replace('#/components/responses/', '') ?? '';
        const schema = doc.components.responses[ref]?.content['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/Error')
          problems.push(`${name}: ${status} not the Error schema`);
      }
    }
    expect(problems).toEqual([]);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message', 'code'] });
    expect(Object.keys(doc.components.schemas.Error!.properties!).sort()).toEqual([
      'code',
      'errors',
      'message',
    ]);
  });

  it('declares the session cookie and API key schemes, public only for the sign-in calls, and every tag', () => {
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'staffdesk_session' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.security).toEqual([{ session: [] }, { apiKey: [] }]);
    const declared = new Set(doc.tags?.map((t) => t.name));
    for (const route of ctx.app.apiRoutes) {
      const operation = operationOf(route)!;
      expect(operation.security, route.url).toEqual(route.access === 'public' ? [] : undefined);
      for (const tag of operation.tags ?? []) expect(declared.has(tag), tag).toBe(true);
    }
  });

  it('describes the master lookups and the multipart upload', () => {
    const skills = doc.paths['/api/v1/master/skills']!;
    expect(skills.post!.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { skill: { type: 'string' } },
      required: ['skill'],
    });
    expect(skills.get!.parameters!.map((p) => p.name)).toEqual(['search']);
    const cities = doc.paths['/api/v1/master/cities']!.get!;
    expect(cities.parameters!.map((p) => p.name).sort()).toEqual(['search', 'state_id']);
    const upload = doc.paths['/api/v1/master/upload-file']!.post!;
    // The form is optional to the validator (multipart is read by the handler): anyOf [form, null].
    const form = upload.requestBody!.content['multipart/form-data']!.schema as { anyOf?: object[] };
    expect(form.anyOf?.[0]).toMatchObject({
      properties: { folderName: { type: 'string' }, file: { type: 'string', format: 'binary' } },
    });
  });

  it('writes every date and timestamp with its format and money as a decimal string with its pattern', () => {
    // Every field named as a date or a timestamp, wherever it is (inputs, answers, components).
    const unformatted: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      const props = object.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, prop] of Object.entries(props ?? {})) {
        if (!/_at$|_date$|^date$/.test(name)) continue;
        const strings = [prop, ...((prop.anyOf as Record<string, unknown>[]) ?? [])].filter(
          (s) => [s.type].flat().includes('string') && !('const' in s || 'enum' in s),
        );
        if (strings.some((s) => !s.format)) unformatted.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(object)) walk(value, `${where}/${key}`);
    };
    walk(doc.paths, '');
    expect(unformatted).toEqual([]);

    const list = doc.paths['/api/v1/users/api-keys']!.get!.responses!['200']!.content!['application/json']!
      .schema as { properties: { data: { items: { properties: Record<string, unknown> } } } };
    const item = list.properties.data.items.properties;
    expect(item.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(item.expires_at).toMatchObject({ type: ['string', 'null'], format: 'date-time' });

    const invoices = doc.paths['/api/v1/invoices']!.get!.responses!['200']!.content!['application/json']!
      .schema as {
      properties: { data: { properties: { list: { items: { properties: Record<string, object> } } } } };
    };
    const invoice = invoices.properties.data.properties.list.items.properties;
    expect(invoice.total_amount).toMatchObject({ type: 'string', pattern: MONEY_TEXT_PATTERN });
    expect(invoice.invoiced_date).toMatchObject({ type: 'string', format: 'date' });

    // What the contract test checks answers with: a date written another way fails.
    const ajv = addFormats(new Ajv2020({ strict: false }));
    const check = ajv.compile({
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        amount: invoice.total_amount!,
      },
    });
    expect(check({ day: '2026-11-27', at: '2026-11-27T10:15:00.000Z', amount: '1234.50' })).toBe(true);
    expect(check({ day: '27/11/2026' })).toBe(false);
    expect(check({ at: 'Fri Nov 27 2026 10:15:00 GMT+0000' })).toBe(false);
    expect(check({ amount: '1234.5' })).toBe(false);
    expect(check({ amount: 1234.5 })).toBe(false);
  });
});
