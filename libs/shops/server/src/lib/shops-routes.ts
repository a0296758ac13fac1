import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import { listShopsQuerySchema, shopListAnswerSchema, shopsPaths } from '@app/shops-contract';
import { buildingScope, listAnswer } from '@app/server-core';
import { createShopsRepository } from './shops-repository';

/**
 * The shops domain (spec 000 sections 2, 3 and 7), for now its list: the shop screen's table and
 * the shop picker.
 *
 * The admin list is for SUPER_ADMIN and ADMIN (both manage stores). The operator twin is for
 * OPERATOR only and answers the same shape with the shops linked, pending or active, to the
 * operator's buildings; there `needApproval` means a pending link to one of those buildings.
 */
export const shopsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createShopsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: listShopsQuerySchema, response: { 200: shopListAnswerSchema } };

  for (const [path, roles] of [
    [shopsPaths.list, [Role.SUPER_ADMIN, Role.ADMIN]],
    [shopsPaths.operatorList, [Role.OPERATOR]],
  ] as const) {
    r.get(path, { config: { roles }, schema }, async (request) => {
      return listAnswer(await repo.list(request.query, buildingScope(request)));
    });
  }
};
