import type { FastifyPluginAsync } from 'fastify';

export const authRoutes: FastifyPluginAsync = async () => {};
