import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  buildingListAnswerSchema,
  buildingsPaths,
  listBuildingsQuerySchema,
} from '@app/buildings-contract';
import { buildingScope, listAnswer } from '@app/server-core';
import { createBuildingsRepository } from './buildings-repository';

/**
 * The buildings domain (spec 001 sections 2, 3 and 7), for now its list: the building screen's
 * table and the building picker.
 *
 * The admin list is for SUPER_ADMIN and ADMIN. The spec keeps the ADMIN off the building screen,
 * but the order screen's pickers need the list, so the ADMIN may read it; every write that comes
 * later stays SUPER_ADMIN only. The operator twin is for OPERATOR only and answers the same
 * shape with the operator's buildings only.
 */
export const buildingsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createBuildingsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: listBuildingsQuerySchema,
    response: { 200: buildingListAnswerSchema },
  };

  for (const [path, roles] of [
    [buildingsPaths.list, [Role.SUPER_ADMIN, Role.ADMIN]],
    [buildingsPaths.operatorList, [Role.OPERATOR]],
  ] as const) {
    r.get(path, { config: { roles }, schema }, async (request) => {
      return listAnswer(await repo.list(request.query, buildingScope(request)));
    });
  }
};
