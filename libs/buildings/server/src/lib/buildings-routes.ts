import type { FastifyPluginAsync } from 'fastify';

/** Routes of the buildings domain (admin and operator twins), registered by apps/api. */
export const buildingsPlugin: FastifyPluginAsync = async () => {
  // Routes are added here, each with its contract schemas and role list.
};
