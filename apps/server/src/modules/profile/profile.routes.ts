import type { FastifyPluginAsync } from 'fastify';

export const profileRoutes: FastifyPluginAsync = async () => {};
