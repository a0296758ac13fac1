import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPath, historyAnswerSchema, historyQuerySchema, Role } from '@app/contract';
import {
  assignShopsAnswerSchema,
  assignShopsInputSchema,
  banAnswerSchema,
  banProductQuerySchema,
  bulkBanProductsInputSchema,
  bulkUnbanProductsInputSchema,
  productFilterAnswerSchema,
  productIdParamsSchema,
  productFilterQuerySchema,
  productSearchAnswerSchema,
  productSearchQuerySchema,
  productsMessages as m,
  productsPaths,
  sampleAnswerSchema,
  sampleIdParamsSchema,
  sampleListAnswerSchema,
  sampleListQuerySchema,
  sampleProductInputSchema,
  unbanProductQuerySchema,
} from '@app/products-contract';
import { bulkRoute, exportRoute, listAnswer, orThrow, listRoute } from '@app/server-core';
import { productExport, sampleExport } from './product-export';
import { createProductsRepository } from './products-repository';

/** The product screens are for SUPER_ADMIN and ADMIN (spec 000 section 2); so are their calls. */
const roles = [Role.SUPER_ADMIN, Role.ADMIN];

/**
 * The products domain (spec 000 sections 2, 3, 4 and 7; spec 001 sections 3 and 7): the shop product
 * list `{prods, totalItem}`, ban and unban (the reason kept with who and when), the product search
 * calls, and the sample products with their copy into shops. Every input is read by the contract's
 * schemas (400 with the Vietnamese message); the repository's refusals become 404, 409 or 400.
 */
export const productsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createProductsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles };

  r.get(
    productsPaths.filter,
    {
      config,
      schema: {
        querystring: productFilterQuerySchema,
        response: { 200: productFilterAnswerSchema },
      },
    },
    async (request) => {
      const page = await repo.filter(request.query);
      return { prods: page.rows, totalItem: page.total };
    },
  );

  exportRoute(r, {
    path: exportPath(productsPaths.filter),
    roles,
    query: productFilterQuerySchema,
    spec: (filter) => ({ ...productExport, batches: repo.exportRows(filter) }),
  });

  for (const path of [
    productsPaths.search,
    productsPaths.providerPagination,
    productsPaths.searchPagination,
  ]) {
    listRoute(r, {
      url: path,
      roles,
      query: productSearchQuerySchema,
      answer: productSearchAnswerSchema,
      list: repo.filter,
    });
  }

  // Ban and unban: one change, told apart by the flag (a ban needs its reason, the schema says).
  for (const [path, querystring, banned, message] of [
    [productsPaths.ban, banProductQuerySchema, true, m.banned],
    [productsPaths.unban, unbanProductQuerySchema, false, m.unbanned],
  ] as const) {
    r.put(
      path,
      { config, schema: { querystring, response: { 200: banAnswerSchema } } },
      async (request) => {
        const data = orThrow(
          await repo.setBanned(request.query, banned, request.user!),
          m.productNotFound,
        );
        request.log.info(
          { productId: data._id, by: request.user?.id },
          banned ? 'product banned' : 'product unbanned',
        );
        return { data, message };
      },
    );
  }

  // The bulk twins: one reason for every product, each product in its own transaction with the
  // single call's refusals (409 already banned / not banned, 404 not there).
  for (const [path, body, banned] of [
    [productsPaths.bulkBan, bulkBanProductsInputSchema, true],
    [productsPaths.bulkUnban, bulkUnbanProductsInputSchema, false],
  ] as const) {
    bulkRoute(r, {
      path,
      roles,
      body,
      each: async (id, { reason }, { request }) => {
        orThrow(await repo.setBannedById(id, banned, reason, request.user!), m.productNotFound);
        request.log.info(
          { productId: id, by: request.user?.id },
          banned ? 'product banned' : 'product unbanned',
        );
      },
    });
  }

  /** The product's history (issue 29): its bans and unbans, newest first, paged; read by who may read products. */
  r.get(
    productsPaths.history,
    {
      config,
      schema: {
        params: productIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    async (request) =>
      listAnswer(orThrow(await repo.history(request.params.id, request.query), m.productNotFound)),
  );

  listRoute(r, {
    url: productsPaths.sampleList,
    roles,
    query: sampleListQuerySchema,
    answer: sampleListAnswerSchema,
    list: repo.sampleList,
    export: { ...sampleExport, rows: (filter) => repo.sampleExportRows(filter) },
  });

  r.post(
    productsPaths.sampleList,
    { config, schema: { body: sampleProductInputSchema, response: { 200: sampleAnswerSchema } } },
    async (request) => ({
      data: orThrow(await repo.createSample(request.body), m.sampleNotFound),
      message: m.created,
    }),
  );

  r.get(
    productsPaths.sampleDetail,
    { config, schema: { params: sampleIdParamsSchema, response: { 200: sampleAnswerSchema } } },
    async (request) => ({
      data: orThrow(await repo.sample(request.params.id), m.sampleNotFound),
    }),
  );

  r.put(
    productsPaths.sampleDetail,
    {
      config,
      schema: {
        params: sampleIdParamsSchema,
        body: sampleProductInputSchema,
        response: { 200: sampleAnswerSchema },
      },
    },
    async (request) => ({
      data: orThrow(await repo.updateSample(request.params.id, request.body), m.sampleNotFound),
      message: m.updated,
    }),
  );

  r.put(
    productsPaths.sampleShops,
    {
      config,
      schema: {
        params: sampleIdParamsSchema,
        body: assignShopsInputSchema,
        response: { 200: assignShopsAnswerSchema },
      },
    },
    async (request) => {
      const { sample, added } = orThrow(
        await repo.assignToShops(request.params.id, request.body.shops),
        m.sampleNotFound,
      );
      return { data: sample, added, message: m.assigned };
    },
  );
};
