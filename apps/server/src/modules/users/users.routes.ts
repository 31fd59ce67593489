// User management under /api/v1 (spec 000 §7 Users) and the lists the user form selects from.
import {
  envelope,
  idParam,
  listOf,
  messageOnly,
  PERMISSIONS,
  paginationQuery,
  permissionItem,
  permissionToggles,
  USER_MESSAGES,
  USER_ROLE_SLUGS,
  USER_ROLES,
  USER_TYPE_SLUGS,
  USER_TYPES,
  user,
  userBody,
  userRole,
  userType,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listExportRoute } from '../../lib/list-export';
import { currentUser } from '../../plugins/auth';
import { userFiles } from './users.files';
import { canManageType } from './users.scope';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users.service';

const tags = ['users'];

const rolesQuery = z.object({ type_slug: z.enum(USER_TYPE_SLUGS).optional() });
const permissionsQuery = z.object({
  type_slug: z.enum(USER_TYPE_SLUGS).optional(),
  role_slug: z.enum(USER_ROLE_SLUGS).optional(),
});

/** GET users/{id}'s key, which also decides who sees a user's profile picture. */
const READ_USER = 'list-users';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.deps.files.add({
    ...userFiles,
    reads: [{ path: '/users/:id', access: READ_USER, read: (c, id) => getUser(c.db, c.viewer, id) }],
  });

  app.get(
    '/users',
    {
      config: { access: 'list-users' },
      schema: {
        tags,
        summary: 'A page of the users the caller may see, newest first',
        querystring: paginationQuery,
        response: { 200: envelope(listOf(user)) },
      },
    },
    async (request) => ({
      data: await listUsers(app.deps.db, currentUser(request), request.query, app.deps.config.listCountCap),
      message: 'Users',
    }),
  );
  listExportRoute(app, {
    path: '/users',
    access: 'list-users',
    tags,
    name: 'users',
    query: paginationQuery,
    item: user,
    run: (c, { query }) => listUsers(c.db, c.viewer, query, c.deps.config.listCountCap),
  });

  app.get(
    '/users/:id',
    {
      config: { access: READ_USER },
      schema: { tags, summary: 'One user', params: idParam, response: { 200: envelope(user) } },
    },
    async (request) => ({
      data: await getUser(app.deps.db, currentUser(request), request.params.id),
      message: 'User',
    }),
  );

  app.post(
    '/users',
    {
      config: { access: 'create-user', errorStatuses: [429] },
      schema: {
        tags,
        summary: 'Create a user and e-mail an invitation to verify the address',
        body: userBody,
        response: { 201: envelope(user) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createUser(app.deps, currentUser(request), request.body),
        message: USER_MESSAGES.created,
      }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'edit-user', errorStatuses: [429] },
      schema: {
        tags,
        summary: 'Update a user (not yourself: use the profile)',
        params: idParam,
        body: userBody,
        response: { 200: envelope(user) },
      },
    },
    async (request) => ({
      data: await updateUser(app.deps, currentUser(request), request.params.id, request.body),
      message: USER_MESSAGES.updated,
    }),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'delete-user' },
      schema: {
        tags,
        summary: 'Delete a user (not yourself) and end its sessions',
        params: idParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteUser(app.deps, currentUser(request), request.params.id);
      return { data: null, message: USER_MESSAGES.deleted };
    },
  );

  app.get(
    '/master/user-types',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The user types the caller may create',
        response: { 200: envelope(z.array(userType)) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return {
        data: USER_TYPES.filter((t) => canManageType(viewer, t.slug)).map(({ slug, user_type }) => ({
          slug,
          user_type,
        })),
        message: 'User types',
      };
    },
  );

  app.get(
    '/master/user-roles',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'User roles, optionally those that fit a user type',
        querystring: rolesQuery,
        response: { 200: envelope(z.array(userRole)) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const type = request.query.type_slug;
      const roles = USER_ROLES.filter(
        (r) =>
          // Only an admin hands out the admin role; role employee belongs to type employee.
          (r.slug !== 'admin' || viewer.role_slug === 'admin') &&
          (type === undefined || (type === 'employee') === (r.slug === 'employee')),
      );
      return { data: roles.map(({ slug, role }) => ({ slug, role })), message: 'User roles' };
    },
  );

  app.get(
    '/master/permissions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Permission toggles; with type_slug and role_slug only those the user form offers',
        querystring: permissionsQuery,
        response: { 200: envelope(z.array(permissionItem)) },
      },
    },
    async (request) => {
      const { type_slug, role_slug } = request.query;
      const offered =
        type_slug || role_slug
          ? new Set<string>(permissionToggles(type_slug ?? '', role_slug ?? 'user'))
          : null;
      return {
        data: PERMISSIONS.filter((p) => !offered || offered.has(p.slug)).map(({ slug, permission }) => ({
          slug,
          permission,
        })),
        message: 'Permissions',
      };
    },
  );
}
