// Walks every /api/v1 route and checks its guard from the outside: only the sign-in calls are public,
// everything else answers 401 to an anonymous caller, and a route that names a permission key
// answers 403 to a signed-in user who lacks it. A misspelt key (one nobody lacks) fails too.
import { type AccessSubject, canAccess } from '@staffdesk/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPermissions } from '../modules/users/users.mapper';
import { buildTestApp, type TestContext } from './build-test-app';
import { signedIn } from './factories';

/**
 * The only calls an anonymous visitor may make (DESIGN.md convention 3), and the leave and timesheet
 * e-mails' actions, which their single-use tokens authorise (leaveAction, timesheets' action and its
 * preview, which shows the token's timesheet and changes nothing).
 */
const PUBLIC_ROUTES =
  /^\/api\/v1\/(users\/(login|logout|forgot-password|reset-password|verify)(\/|$)|(leaves\/action|timesheets\/action(\/preview)?)$)/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let ctx: TestContext;
/** Signed-in users who each lack a different part of the access keys. */
let callers: { label: string; subject: AccessSubject; headers: Record<string, string> }[];

beforeAll(async () => {
  ctx = await buildTestApp();
  const kinds = [
    { type: 'employee' },
    { type: 'client', role: 'admin' },
    { type: 'partners', role: 'admin' },
    { type: 'super-admin', role: 'user' },
    { type: 'super-admin', role: 'admin' },
  ];
  callers = await Promise.all(
    kinds.map(async (kind) => {
      const { user, headers } = await signedIn(ctx.app, kind);
      const subject = { ...user, permissions_slug: splitPermissions(user.permissions_slug) };
      return { label: `${kind.type}/${user.role_slug}`, subject, headers };
    }),
  );
});
afterAll(() => ctx.close());

/** A request that reaches the route: params filled with 1, an empty JSON body for unsafe methods. */
function requestFor(
  route: { method: string; url: string },
  headers: Record<string, string> = {},
): InjectOptions {
  const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(UNSAFE.has(route.method) ? { payload: {} } : {}),
  };
}

describe('route table', () => {
  it('collects the API routes of every module', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(20);
    expect(ctx.app.apiRoutes).toContainEqual({
      method: 'GET',
      url: '/api/v1/master/skills',
      access: 'session',
    });
  });

  it('keeps public only the sign-in calls', () => {
    const publicRoutes = ctx.app.apiRoutes.filter((r) => r.access === 'public');
    expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.test(r.url))).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every guarded route', async () => {
    const wrong: string[] = [];
    for (const route of ctx.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject(requestFor(route));
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 on every permission-keyed route to a signed-in user who lacks the key', async () => {
    const wrong: string[] = [];
    for (const route of ctx.app.apiRoutes.filter((r) => r.access !== 'public' && r.access !== 'session')) {
      const caller = callers.find((c) => !canAccess(c.subject, route.access));
      if (!caller) {
        wrong.push(`${route.method} ${route.url}: nobody lacks '${route.access}' — is it an access key?`);
        continue;
      }
      const res = await ctx.app.inject(requestFor(route, caller.headers));
      if (res.statusCode !== 403) {
        wrong.push(`${route.method} ${route.url} answered ${res.statusCode} to ${caller.label}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
