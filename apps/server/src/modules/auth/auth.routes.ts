// Sign-in calls of spec 000 §7 "Session and profile": login, forgot/reset password, verify, is-auth, logout.
import {
  AUTH_MESSAGES,
  envelope,
  errorBody,
  forgotPasswordBody,
  loginBody,
  loginTwoFactorBody,
  messageOnly,
  resetPasswordBody,
  sessionUser,
  TWO_FACTOR_MESSAGES,
  tokenQuery,
  twoFactorRequired,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { errorAnswer } from '../../plugins/errors';
import {
  completeTwoFactorLogin,
  forgotPassword,
  login,
  resetPassword,
  sessionCookieOptions,
  TWO_FACTOR_COOKIE,
  twoFactorCookieOptions,
  verifyEmail,
} from './auth.service';
import { endSession, SESSION_COOKIE } from './sessions.service';

const tags = ['Sign-in'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** A new token on every sign-in; the one the browser held before (if any) ends. */
  async function startBrowserSession(request: FastifyRequest, reply: FastifyReply, token: string) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(deps.db, previous);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.config));
  }

  app.post(
    '/users/login',
    {
      config: { access: 'public', errorStatuses: [401, 429] },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: loginBody,
        response: { 200: envelope(z.union([sessionUser, twoFactorRequired])) },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const result = await login(deps, request.body, client);
      if ('twoFactorToken' in result) {
        reply.setCookie(TWO_FACTOR_COOKIE, result.twoFactorToken, twoFactorCookieOptions(deps.config));
        return { data: { two_factor_required: true as const }, message: TWO_FACTOR_MESSAGES.codeNeeded };
      }
      await startBrowserSession(request, reply, result.token);
      return { data: result.user, message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.post(
    '/users/login/2fa',
    {
      config: { access: 'public', errorStatuses: [401, 429] },
      schema: {
        tags,
        summary:
          'Second step of a sign-in with two-factor on: a code of the app or a recovery code; sets the session cookie',
        body: loginTwoFactorBody,
        response: { 200: envelope(sessionUser) },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const pending = request.cookies[TWO_FACTOR_COOKIE];
      const { user, token } = await completeTwoFactorLogin(deps, pending, request.body, client);
      const { maxAge: _, ...options } = twoFactorCookieOptions(deps.config);
      reply.clearCookie(TWO_FACTOR_COOKIE, options);
      await startBrowserSession(request, reply, token);
      return { data: user, message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: { access: 'public', errorStatuses: [429] },
      schema: {
        tags,
        summary: 'Sends a reset link when the account exists; the answer is the same either way',
        body: forgotPasswordBody,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body, { ip: request.ip }, request.log);
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sets a new password from a reset or set-password link; ends every session of the user',
        querystring: tokenQuery,
        body: resetPasswordBody,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const purpose = await resetPassword(deps, request.query.token, request.body);
      // The invitation's link sets a first password; a forgotten one is reset.
      return { message: purpose === 'set-password' ? AUTH_MESSAGES.passwordSet : AUTH_MESSAGES.resetDone };
    },
  );

  app.get(
    '/users/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Confirms the e-mail address of an invitation (then sends the set-password link), or a new address an editor gave',
        querystring: tokenQuery,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      return { message: await verifyEmail(deps, request.query.token) };
    },
  );

  app.get(
    '/users/is-auth',
    {
      config: { access: 'session', duringTwoFactorSetup: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(sessionUser) } },
    },
    async (request) => ({ data: currentUser(request), message: 'OK' }),
  );

  // Signing out changes state, so it is a POST: a GET ran from any <img src> (an avatar URL) on the
  // app's own pages, where no origin check can tell it from the user (issue 7).
  app.post(
    '/users/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ends the session and clears the cookie',
        body: z.object({}, { error: 'Send no body, or an empty object' }).nullish(),
        response: { 200: messageOnly },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(deps.db, token);
      const { maxAge: _, ...options } = sessionCookieOptions(deps.config);
      reply.clearCookie(SESSION_COOKIE, options);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  // The spec's GET path stays, doing nothing: it tells a caller to use POST.
  app.get(
    '/users/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Signs nobody out: use POST users/logout',
        response: { 200: messageOnly, 405: errorBody },
      },
    },
    async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send(errorAnswer(405, AUTH_MESSAGES.logoutNeedsPost)),
  );
}
