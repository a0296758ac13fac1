import type { FastifyPluginAsync } from 'fastify';

/** Routes of the orders domain (admin and operator twins), registered by apps/api. */
export const ordersPlugin: FastifyPluginAsync = async () => {
  // Routes are added here, each with its contract schemas and role list.
};
