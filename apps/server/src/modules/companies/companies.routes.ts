import type { FastifyPluginAsync } from 'fastify';

export const companiesRoutes: FastifyPluginAsync = async () => {};
