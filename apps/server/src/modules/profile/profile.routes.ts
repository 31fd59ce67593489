// Profile calls of spec 000 §7: GET/PUT users/profile, PUT users/password. Static paths, so they
// win over the users module's users/:id.
import {
  envelope,
  messageOnly,
  PROFILE_MESSAGES,
  passwordBody,
  profile,
  profileBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { changePassword, getProfile, updateProfile } from './profile.service';

const tags = ['Profile'];

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // The signed-in user's own picture, which GET users/profile answers to it alone.
  app.deps.files.add({
    record: 'user',
    columns: [],
    reads: [
      {
        path: '/users/profile',
        access: 'session',
        read: async (c, id) => (id === c.viewer.id ? getProfile(c.db, id) : null),
      },
    ],
  });

  app.get(
    '/users/profile',
    {
      config: { access: 'session' },
      schema: { tags, summary: "The signed-in user's profile", response: { 200: envelope(profile) } },
    },
    async (request) => ({ data: await getProfile(db, currentUser(request).id), message: 'OK' }),
  );

  app.put(
    '/users/profile',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Updates the profile (e-mail and company name are read-only and ignored)',
        body: profileBody,
        response: { 200: envelope(profile) },
      },
    },
    async (request) => ({
      data: await updateProfile(db, currentUser(request), request.body),
      message: PROFILE_MESSAGES.updated,
    }),
  );

  app.put(
    '/users/password',
    {
      config: { access: 'session', errorStatuses: [429] },
      schema: {
        tags,
        summary: "Changes the password; the user's other sessions end",
        body: passwordBody,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await changePassword(db, { id: currentUser(request).id, sessionId: request.sessionId }, request.body);
      return { message: PROFILE_MESSAGES.passwordUpdated };
    },
  );
}
