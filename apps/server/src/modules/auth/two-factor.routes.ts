// Two-factor sign-in and the user's own sessions under /api/v1 (issue 21). Static paths, so they
// win over the users module's users/:id.
import {
  envelope,
  idParam,
  messageOnly,
  recoveryCodes,
  TWO_FACTOR_MESSAGES,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorPolicy,
  twoFactorPolicyBody,
  twoFactorSetup,
  twoFactorStatus,
  userSession,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus as statusOf,
} from './two-factor.service';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './two-factor-policy.service';
import { endOtherUserSessions, endUserSession, listUserSessions } from './user-sessions.service';

const tags = ['Two-factor sign-in'];
const noBody = z.object({}, { error: 'Send no body, or an empty object' }).nullish();
/** The policy is a super-admin's (the key is hidden from every other user). */
const POLICY_KEY = 'security-settings';

/** The session making the call (a guarded route always has one). */
const sessionOf = (request: FastifyRequest) => request.sessionId ?? 0;

export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/users/2fa',
    {
      config: { access: 'session', duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: "Whether the caller's two-factor sign-in is on, and the recovery codes left",
        response: { 200: envelope(twoFactorStatus) },
      },
    },
    async (request) => ({ data: await statusOf(deps.db, currentUser(request).id), message: 'OK' }),
  );

  app.post(
    '/users/2fa/setup',
    {
      config: { access: 'session', duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'A new authenticator secret to scan (not in use until confirmed by users/2fa/enable)',
        body: noBody,
        response: { 200: envelope(twoFactorSetup) },
      },
    },
    async (request) => ({
      data: await startTwoFactorSetup(deps.db, deps.config, currentUser(request).id),
      message: TWO_FACTOR_MESSAGES.setupStarted,
    }),
  );

  app.post(
    '/users/2fa/enable',
    {
      config: { access: 'session', duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Turns two-factor on with a code of the app; answers ten recovery codes, shown once',
        body: twoFactorEnableBody,
        response: { 200: envelope(recoveryCodes) },
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await enableTwoFactor(deps, currentUser(request).id, request.body.code, {
          ip: request.ip,
        }),
      },
      message: TWO_FACTOR_MESSAGES.enabled,
    }),
  );

  app.post(
    '/users/2fa/disable',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Turns two-factor off: the password and a code of the app (or a recovery code)',
        body: twoFactorDisableBody,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, currentUser(request).id, request.body, { ip: request.ip });
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.get(
    '/users/2fa/policy',
    {
      config: { access: POLICY_KEY },
      schema: {
        tags,
        summary: 'Whether every super-admin user must use two-factor sign-in',
        response: { 200: envelope(twoFactorPolicy) },
      },
    },
    async () => ({ data: await getTwoFactorPolicy(deps.db), message: 'OK' }),
  );

  app.put(
    '/users/2fa/policy',
    {
      config: { access: POLICY_KEY },
      schema: {
        tags,
        summary:
          'Requires (or not) two-factor sign-in of every super-admin user; the caller must use it first',
        body: twoFactorPolicyBody,
        response: { 200: envelope(twoFactorPolicy) },
      },
    },
    async (request) => ({
      data: await setTwoFactorPolicy(deps.db, currentUser(request), request.body),
      message: TWO_FACTOR_MESSAGES.policySaved,
    }),
  );

  app.get(
    '/users/sessions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The caller's active sessions: device, IP, last seen; `current` marks this one",
        response: { 200: envelope(z.array(userSession)) },
      },
    },
    async (request) => ({
      data: await listUserSessions(deps.db, deps.config, currentUser(request).id, request.sessionId),
      message: 'OK',
    }),
  );

  app.delete(
    '/users/sessions/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Ends one of the caller's sessions (another user's answers 404)",
        params: idParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await endUserSession(deps.db, currentUser(request).id, request.params.id);
      return { data: null, message: TWO_FACTOR_MESSAGES.sessionEnded };
    },
  );

  app.delete(
    '/users/sessions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Ends every session of the caller's but this one",
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await endOtherUserSessions(deps.db, currentUser(request).id, sessionOf(request));
      return { data: null, message: TWO_FACTOR_MESSAGES.otherSessionsEnded };
    },
  );
}
