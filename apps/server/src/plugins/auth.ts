// Authentication and access for everything under /api/v1.
//
// Every route declares `config.access`: 'public' (sign-in calls), 'session' (any signed-in user) or
// a permission key of packages/shared/src/access. A route without it fails at registration, so
// nothing can be exposed by forgetting a guard. Unsafe methods from another origin are refused.

import {
  AUTH_MESSAGES,
  canAccess,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import { findSessionUser, SESSION_COOKIE } from '../modules/auth/sessions.service';

export type RouteAccess = 'public' | 'session' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Open to a super-admin who must set up two-factor sign-in first (the set-up calls). */
    duringTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
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

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
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
