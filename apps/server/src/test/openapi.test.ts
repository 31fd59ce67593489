// The API docs at /api/docs come from the same zod schemas the routes validate with: every route of
// the route table is listed with its input and its success answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

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
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

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
      const pathParams = [...route.url.matchAll(/:([A-Za-z_]+)|\*$/g)].map((m) => m[1] ?? '*');
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
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      properties: { folderName: { type: 'string' }, file: { type: 'string', format: 'binary' } },
    });
  });
});
