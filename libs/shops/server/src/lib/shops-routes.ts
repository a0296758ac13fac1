import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { historyAnswerSchema, historyQuerySchema, Role } from '@app/contract';
import {
  buildingsOfShopAnswerSchema,
  listShopsQuerySchema,
  olderShopListAnswerSchema,
  olderShopListQuerySchema,
  shopBuildingsAnswerSchema,
  shopDetailAnswerSchema,
  shopIdParamsSchema,
  shopIdQuerySchema,
  shopListAnswerSchema,
  shopsMessages,
  shopsPaths,
  updateShopInputSchema,
  updateShopStatusInputSchema,
} from '@app/shops-contract';
import { listAnswer, missing, orThrow, pageInfoAnswer, twinListRoute } from '@app/server-core';
import { shopExport } from './shop-export';
import { createShopsRepository } from './shops-repository';

/**
 * The shops domain (spec 000 sections 2, 3, 4 and 7): the shop list and picker, one shop with its
 * buildings, the edit (name, phone, address, status), the older calls. Approving or removing a shop
 * in a building is the buildings domain's (one implementation, `PATCH .../building/{id}/shop/{shopId}/…`).
 *
 * The admin routes are for SUPER_ADMIN and ADMIN (both manage stores). The operator twin of the list
 * is for OPERATOR only and answers the same shape with the shops linked, pending or active, to the
 * operator's buildings; there `needApproval` means a pending link to one of those buildings.
 */
export const shopsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createShopsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: [Role.SUPER_ADMIN, Role.ADMIN] };
  const notFound = shopsMessages.shopNotFound;

  twinListRoute(r, {
    path: shopsPaths.list,
    roles: { admin: config.roles, operator: [Role.OPERATOR] },
    query: listShopsQuerySchema,
    answer: shopListAnswerSchema,
    list: repo.list,
    export: { ...shopExport, rows: repo.exportRows },
  });

  r.get(
    shopsPaths.detail,
    { config, schema: { params: shopIdParamsSchema, response: { 200: shopDetailAnswerSchema } } },
    async (request) => ({ data: orThrow(await repo.detail(request.params.id), notFound) }),
  );

  /** A change of the shop (its fields, or its status through the older call): answers the shop. */
  const updateRoute = <Body>(
    url: string,
    body: z.ZodType<Body>,
    toValues: (body: Body) => Parameters<typeof repo.update>[1],
  ) =>
    r.put(
      url,
      {
        config,
        schema: { params: shopIdParamsSchema, body, response: { 200: shopDetailAnswerSchema } },
      },
      async (request) => ({
        // The schema validated the body; the type provider cannot say so through the generic.
        data: orThrow(
          await repo.update(request.params.id, toValues(request.body as Body), request.user),
          notFound,
        ),
        message: shopsMessages.updated,
      }),
    );
  updateRoute(shopsPaths.detail, updateShopInputSchema, (values) => values);
  updateRoute(shopsPaths.olderStatus, updateShopStatusInputSchema, (body) => ({
    status: body.shopStatusNumber,
  }));

  r.get(
    shopsPaths.buildings,
    {
      config,
      schema: { params: shopIdParamsSchema, response: { 200: shopBuildingsAnswerSchema } },
    },
    async (request) => {
      if (!(await repo.exists(request.params.id))) orThrow(missing, notFound);
      return { data: await repo.buildings(request.params.id) };
    },
  );

  /**
   * The shop's history (issue 29): its status changes and the decisions about it in buildings,
   * newest first, paged; read by who reads the shop (the operator reads no shop detail: 403).
   */
  r.get(
    shopsPaths.history,
    {
      config,
      schema: {
        params: shopIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    async (request) =>
      listAnswer(orThrow(await repo.history(request.params.id, request.query), notFound)),
  );

  r.get(
    shopsPaths.olderList,
    {
      config,
      schema: {
        querystring: olderShopListQuerySchema,
        response: { 200: olderShopListAnswerSchema },
      },
    },
    async (request) => pageInfoAnswer(await repo.list({ ...request.query, text: undefined }, null)),
  );

  r.get(
    shopsPaths.olderBuildings,
    {
      config,
      schema: { querystring: shopIdQuerySchema, response: { 200: buildingsOfShopAnswerSchema } },
    },
    async (request) => {
      const shop = orThrow(await repo.detail(request.query.shopId), notFound);
      return { data: { pending: shop.pendingBuildings, active: shop.activeBuildings } };
    },
  );
};
