import type { FastifyPluginAsync } from 'fastify';

/** Routes of the accounts domain (admin and operator twins), registered by apps/api. */
export const accountsPlugin: FastifyPluginAsync = async () => {
  // Routes are added here, each with its contract schemas and role list.
};
