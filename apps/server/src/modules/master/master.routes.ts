import type { FastifyPluginAsync } from 'fastify';

export const masterRoutes: FastifyPluginAsync = async () => {};
