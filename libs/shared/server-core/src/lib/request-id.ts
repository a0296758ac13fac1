import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '@app/contract';

/**
 * Each request's id: a random UUID (Fastify's own `req-1`, `req-2`… restart with every process and
 * repeat across instances). A client's `x-request-id` is not taken: ids in our log are ours.
 */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
} satisfies FastifyServerOptions;

/** Every answer names its request in `x-request-id`, the id of its line in the server's log. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'app-request-id' },
);
