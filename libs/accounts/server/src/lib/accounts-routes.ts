import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  accountListAnswerSchema,
  accountsPaths,
  listAccountsQuerySchema,
} from '@app/accounts-contract';
import { buildingScope, listAnswer } from '@app/server-core';
import { createAccountsRepository } from './accounts-repository';
import { shippersRoutes } from './shippers-routes';

/**
 * The accounts domain (spec 001 sections 2 to 4 and 7), for now its list: the account screen's
 * table and the account picker.
 *
 * The admin list is for SUPER_ADMIN and ADMIN. The spec keeps the ADMIN off the account screen,
 * but the order screen's pickers need the list, so the ADMIN may read it; every write that comes
 * later stays with the roles of spec 001 section 6. The operator twin is for OPERATOR only and
 * answers the same shape with the accounts living in the operator's buildings.
 *
 * The shipper lists (`shippers-routes.ts`) are this domain's too.
 */
export const accountsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createAccountsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: listAccountsQuerySchema,
    response: { 200: accountListAnswerSchema },
  };

  for (const [path, roles] of [
    [accountsPaths.list, [Role.SUPER_ADMIN, Role.ADMIN]],
    [accountsPaths.operatorList, [Role.OPERATOR]],
  ] as const) {
    r.get(path, { config: { roles }, schema }, async (request) =>
      listAnswer(await repo.list(request.query, buildingScope(request))),
    );
  }

  await app.register(shippersRoutes);
};
