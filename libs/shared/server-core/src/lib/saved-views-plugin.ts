import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  createSavedViewInputSchema,
  Role,
  savedViewAnswerSchema,
  savedViewIdParamsSchema,
  savedViewListAnswerSchema,
  savedViewListQuerySchema,
  savedViewsMessages as m,
  savedViewsPaths as paths,
  updateSavedViewInputSchema,
} from '@app/contract';
import { unauthorized } from './errors';
import { orThrow } from './result';
import { createSavedViewsRepository, type ViewReader } from './saved-views-repository';

/** Every staff role keeps its own views of the lists it opens. */
const roles = [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR];

const readerOf = (request: FastifyRequest): ViewReader => {
  if (!request.user) throw unauthorized(authMessages.unauthenticated);
  return { id: request.user.id, role: request.user.role };
};

/**
 * The saved views of the lists (issue 27, item 4; docs/decisions/lists.md, "Saved views"): part of
 * the shared list kit, so one plugin serves every domain's lists. A view is its owner's; a shared
 * one is read by every account of the owner's role; only the owner changes or deletes it.
 */
export const savedViewsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createSavedViewsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = savedViewIdParamsSchema;

  r.get(
    paths.list,
    {
      config: { roles },
      schema: {
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListAnswerSchema },
      },
    },
    async (request) => ({ data: await repo.list(request.query.list, readerOf(request)) }),
  );

  r.get(
    paths.detail,
    { config: { roles }, schema: { params, response: { 200: savedViewAnswerSchema } } },
    async (request) => ({
      data: orThrow(await repo.get(request.params.id, readerOf(request)), m.notFound),
    }),
  );

  r.post(
    paths.create,
    {
      config: { roles },
      schema: { body: createSavedViewInputSchema, response: { 201: savedViewAnswerSchema } },
    },
    async (request, reply) => {
      const data = orThrow(await repo.create(readerOf(request), request.body), m.notFound);
      return reply.status(201).send({ data, message: m.created });
    },
  );

  r.patch(
    paths.detail,
    {
      config: { roles },
      schema: {
        params,
        body: updateSavedViewInputSchema,
        response: { 200: savedViewAnswerSchema },
      },
    },
    async (request) => ({
      data: orThrow(
        await repo.update(request.params.id, readerOf(request), request.body),
        m.notFound,
      ),
      message: m.updated,
    }),
  );

  r.delete(
    paths.detail,
    {
      config: { roles },
      schema: { params, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      orThrow(await repo.remove(request.params.id, readerOf(request)), m.notFound);
      return { message: m.deleted };
    },
  );
};
