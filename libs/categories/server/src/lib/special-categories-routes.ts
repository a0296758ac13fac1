import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyAnswerSchema, historyQuerySchema, Role } from '@app/contract';
import {
  addProductsInputSchema,
  createSpecialCategoryInputSchema,
  legacyCreateInputSchema,
  legacyEditInputSchema,
  legacyKeyBodySchema,
  legacyKeyQuerySchema,
  legacyProductBodySchema,
  listSpecialCategoriesQuerySchema,
  productSearchAnswerSchema,
  productSearchQuerySchema,
  scheduleInputSchema,
  specialCategoriesMessages as m,
  specialCategoriesPaths as paths,
  specialCategoryListAnswerSchema,
  specialCategorySchema,
  specialIdParamsSchema,
  specialProductParamsSchema,
  specialProductPageSchema,
  specialProductsAnswerSchema,
  specialProductsQuerySchema,
  SpecialProductStatus,
  statusInputSchema,
  updateSpecialCategoryInputSchema,
} from '@app/categories-contract';
import { listAnswer, notFound, orThrow, twinListRoute } from '@app/server-core';
import { createSpecialCategoriesRepository } from './special-categories-repository';
import { specialCategoryExport } from './special-category-export';
import { editAndDeleteRoutes } from './record-routes';

/** The special category screens are the super admin's and the admin's (spec 001 section 2). */
const roles = [Role.SUPER_ADMIN, Role.ADMIN];

export interface SpecialCategoriesOptions {
  /** The clock `liveNow` is computed at (tests move it). */
  now?: () => Date;
}

/**
 * Special categories (spec 001 section 7): the /api/v1.1 calls, the operator twin of the list and
 * the older /api/v1 calls, all through one repository.
 */
export const specialCategoriesPlugin: FastifyPluginAsync<SpecialCategoriesOptions> = async (
  app,
  opts,
) => {
  const repo = createSpecialCategoriesRepository(app.db, opts.now);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = specialIdParamsSchema;
  const productParams = specialProductParamsSchema;
  const answer = { 200: z.object({ data: specialCategorySchema, message: z.string().optional() }) };
  const messageOnly = { 200: z.object({ message: z.string() }) };
  const keyToId = async (key: string) => {
    const id = await repo.idOfKey(key);
    if (!id) throw notFound(m.notFound);
    return id;
  };

  // The operator twin answers every category too: an operator attaches them to a building.
  twinListRoute(r, {
    path: paths.list,
    roles: { admin: roles, operator: [Role.OPERATOR] },
    query: listSpecialCategoriesQuerySchema,
    answer: specialCategoryListAnswerSchema,
    list: (query) => repo.list(query),
    export: { ...specialCategoryExport, rows: (filter) => repo.exportRows(filter) },
  });

  r.post(
    paths.create,
    { config: { roles }, schema: { body: createSpecialCategoryInputSchema, response: answer } },
    async (request) => ({
      data: orThrow(await repo.create(request.body), m.notFound),
      message: m.created,
    }),
  );

  r.get(
    paths.detail,
    { config: { roles }, schema: { params, response: answer } },
    async (request) => ({
      data: orThrow(await repo.get(request.params.id), m.notFound),
    }),
  );

  editAndDeleteRoutes(r, {
    path: paths.detail,
    roles,
    params,
    body: updateSpecialCategoryInputSchema,
    answer: answer[200],
    repo,
    messages: m,
  });

  r.patch(
    paths.schedule,
    { config: { roles }, schema: { params, body: scheduleInputSchema, response: answer } },
    async (request) => ({
      data: orThrow(await repo.update(request.params.id, request.body), m.notFound),
      message: m.scheduleSet,
    }),
  );

  r.patch(
    paths.status,
    { config: { roles }, schema: { params, body: statusInputSchema, response: answer } },
    async (request) => ({
      data: orThrow(
        await repo.update(request.params.id, { active: request.body.active }),
        m.notFound,
      ),
      message: m.statusUpdated,
    }),
  );

  r.get(
    paths.products,
    {
      config: { roles },
      schema: {
        params,
        querystring: specialProductsQuerySchema,
        response: { 200: z.union([specialProductPageSchema, specialProductsAnswerSchema]) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, page, quantity } = request.query;
      const pageOf = async (s: SpecialProductStatus) =>
        orThrow(await repo.productPage(id, s, page, quantity), m.notFound);
      if (status) return listAnswer(await pageOf(status));
      const approved = await pageOf(SpecialProductStatus.APPROVED);
      const pending = await pageOf(SpecialProductStatus.PENDING);
      return {
        data: { products: approved.rows, pendingProducts: pending.rows },
        total: { products: approved.total, pendingProducts: pending.total },
      };
    },
  );

  r.patch(
    paths.addProduct,
    {
      config: { roles },
      schema: {
        params,
        body: addProductsInputSchema,
        response: {
          200: z.object({ data: z.object({ added: z.number().int() }), message: z.string() }),
        },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body.productId)
        ? request.body.productId
        : [request.body.productId];
      return {
        data: orThrow(await repo.addProducts(request.params.id, ids), m.notFound),
        message: m.productAdded,
      };
    },
  );

  r.get(
    paths.productSearch,
    {
      config: { roles },
      schema: {
        params,
        querystring: productSearchQuerySchema,
        response: { 200: productSearchAnswerSchema },
      },
    },
    async (request) =>
      listAnswer(orThrow(await repo.searchProducts(request.params.id, request.query), m.notFound)),
  );

  const settle = (
    path: string,
    method: 'DELETE' | 'PATCH',
    act: typeof repo.approve,
    message: string,
  ) =>
    r.route({
      method,
      url: path,
      config: { roles },
      schema: { params: productParams, response: messageOnly },
      handler: async (request) => {
        const { id, productId } = request.params as z.output<typeof productParams>;
        orThrow(await act(id, productId, request.user), m.notFound);
        return { message };
      },
    });
  settle(paths.removeProduct, 'DELETE', repo.removeProduct, m.productRemoved);
  settle(paths.rejectPending, 'DELETE', repo.reject, m.productRejected);
  settle(paths.approvePending, 'PATCH', repo.approve, m.productApproved);

  /**
   * The category's history (issue 29): its products' approvals, rejections and removals, newest
   * first, paged; read by who reads the category.
   */
  r.get(
    paths.history,
    {
      config: { roles },
      schema: { params, querystring: historyQuerySchema, response: { 200: historyAnswerSchema } },
    },
    async (request) =>
      listAnswer(orThrow(await repo.history(request.params.id, request.query), m.notFound)),
  );

  // ---- the older calls (spec: "also present"), same repository ----

  r.get(
    paths.legacyProduct,
    { config: { roles }, schema: { querystring: legacyKeyQuerySchema, response: answer } },
    async (request) => ({ data: orThrow(await repo.getByKey(request.query.key), m.notFound) }),
  );

  r.get(
    paths.legacyList,
    { config: { roles }, schema: { response: { 200: specialCategoryListAnswerSchema } } },
    async () => listAnswer(await repo.list({ page: 1, quantity: 500 })),
  );

  r.post(
    paths.legacyCreate,
    { config: { roles }, schema: { body: legacyCreateInputSchema, response: answer } },
    async (request) => ({
      data: orThrow(
        await repo.create({ name: request.body.name, active: true, buyNow: false }),
        m.notFound,
      ),
      message: m.created,
    }),
  );

  r.put(
    paths.legacyEdit,
    { config: { roles }, schema: { body: legacyEditInputSchema, response: answer } },
    async (request) => {
      const { key, name, active, buyNow, schedule } = request.body;
      const id = await keyToId(key);
      const change = {
        name,
        active,
        ...(buyNow === undefined ? {} : { buyNow }),
        ...(schedule?.scheduleDetail ? { scheduleDetail: schedule.scheduleDetail } : {}),
        ...(schedule && (schedule.disableProduct !== undefined || schedule.countDown !== undefined)
          ? {
              schedule: {
                disableProduct: schedule.disableProduct ?? false,
                countDown: schedule.countDown ?? false,
              },
            }
          : {}),
      };
      return { data: orThrow(await repo.update(id, change), m.notFound), message: m.updated };
    },
  );

  r.put(
    paths.legacyDelete,
    { config: { roles }, schema: { body: legacyKeyBodySchema, response: messageOnly } },
    async (request) => {
      orThrow(await repo.remove(await keyToId(request.body.key)), m.notFound);
      return { message: m.deleted };
    },
  );

  r.put(
    paths.legacyProduct,
    { config: { roles }, schema: { body: legacyProductBodySchema, response: messageOnly } },
    async (request) => {
      const id = await keyToId(request.body.key);
      orThrow(await repo.addProducts(id, [request.body.prodId], request.body.shopId), m.notFound);
      return { message: m.productAdded };
    },
  );

  r.delete(
    paths.legacyProduct,
    { config: { roles }, schema: { body: legacyProductBodySchema, response: messageOnly } },
    async (request) => {
      const id = await keyToId(request.body.key);
      orThrow(await repo.unlinkProduct(id, request.body.prodId), m.notFound);
      return { message: m.productRemoved };
    },
  );

  for (const [path, act, message] of [
    [paths.legacyAccept, repo.approve, m.productApproved],
    [paths.legacyReject, repo.reject, m.productRejected],
  ] as const) {
    r.post(
      path,
      { config: { roles }, schema: { body: legacyProductBodySchema, response: messageOnly } },
      async (request) => {
        const id = await keyToId(request.body.key);
        orThrow(await act(id, request.body.prodId, request.user), m.notFound);
        return { message };
      },
    );
  }
};
