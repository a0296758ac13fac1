import type { FastifyPluginAsync } from 'fastify';

/** Routes of the shops domain (admin and operator twins), registered by apps/api. */
export const shopsPlugin: FastifyPluginAsync = async () => {
  // Routes are added here, each with its contract schemas and role list.
};
