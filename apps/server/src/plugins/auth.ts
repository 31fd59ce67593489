// Authentication and access for everything under /api/v1.
//
// Every route declares `config.access`: 'public' (sign-in calls), 'session' (any signed-in user) or
// a permission key of packages/shared/src/access. A route without it fails at registration, so
// nothing can be exposed by forgetting a guard. Unsafe methods from another origin are refused.

import {
  API_KEY_MESSAGES,
  AUTH_MESSAGES,
  canAccess,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import { findApiKeyUser } from '../modules/api-keys/api-keys.service';
import { findSessionUser, SESSION_COOKIE } from '../modules/auth/sessions.service';
import { BACKOFF_RULES, recordFailure, secondsToWait, throttleKey } from '../modules/auth/throttle.service';

export type RouteAccess = 'public' | 'session' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Open to a super-admin who must set up two-factor sign-in first (the set-up calls). */
    duringTwoFactorSetup?: boolean;
    /** A POST that only reads (a list whose filter is its body): open to a read-only API key. */
    readsOnly?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
    /** The API key the caller signed with (`Authorization: Bearer`), else null. */
    apiKeyId: number | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its guard, for the test that walks the route table. */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

export const API_PREFIX = '/api/v1';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user of a guarded route (the guard has already refused anonymous callers). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.user;
}

/** The Vite dev server (another port on this machine) proxies /api; a production server never sees it. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+$/;

/**
 * An unsafe call's origin must be the app's own, PUBLIC_URL. The Host header is not a witness:
 * the client chooses it (a DNS-rebinding page sends its own name as both Host and Origin).
 */
function isCrossOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'production'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(config.publicUrl).origin) return false;
  return config.production || !LOOPBACK_ORIGIN.test(origin);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of `Authorization: Bearer <token>`; '' for a malformed one, null without the header. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * An API key acts as its user: no cookie is read and no Origin checked (a browser never adds this
 * header on its own, so there is no cross-site request to forge). A wrong key counts as a wrong
 * password from that IP (sign-in throttling); a valid one costs one indexed lookup. A read-only
 * key is refused every unsafe method but a list's POST of its filter.
 */
async function signInWithApiKey(app: FastifyInstance, request: FastifyRequest, token: string) {
  const { db } = app.deps;
  const found = token ? await findApiKeyUser(db, token) : null;
  if (!found) {
    const ipKey = throttleKey.loginIp(request.ip);
    await recordFailure(db, ipKey, BACKOFF_RULES.loginIp);
    const wait = await secondsToWait(db, [ipKey]);
    if (wait > 0)
      throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(wait) });
    throw unauthorized(API_KEY_MESSAGES.invalid);
  }
  const reads = SAFE_METHODS.has(request.method) || request.routeOptions.config?.readsOnly === true;
  if (found.readOnly && !reads) throw forbidden(API_KEY_MESSAGES.readOnly);
  request.user = found.user;
  request.apiKeyId = found.keyId;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKeyId', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} has no access guard (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const bearer = bearerToken(request);
    if (bearer !== null) return signInWithApiKey(app, request, bearer);
    if (!SAFE_METHODS.has(request.method) && isCrossOrigin(request, app.deps.config)) {
      throw new HttpError(403, AUTH_MESSAGES.crossOrigin);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSessionUser(app.deps.db, app.deps.config, token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });

  // preValidation: an anonymous or refused caller learns nothing about the input rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.url.startsWith(API_PREFIX) || !access || access === 'public') return;
    if (!request.user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    // Required and not set up: nothing else until it is (the web shows the set-up screen).
    if (request.user.two_factor_setup_required && !request.routeOptions.config?.duringTwoFactorSetup) {
      throw new HttpError(
        403,
        TWO_FACTOR_MESSAGES.setupRequired,
        undefined,
        undefined,
        TWO_FACTOR_SETUP_REQUIRED,
      );
    }
    if (access !== 'session' && !canAccess(request.user, access)) throw forbidden(AUTH_MESSAGES.forbidden);
  });
}
