import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@app/contract';
import {
  categoryIdParamsSchema,
  productCategoriesMessages as m,
  productCategoriesPaths as paths,
  productCategoryAnswerSchema,
  productCategoryInputSchema,
  productCategoryListAnswerSchema,
  publicCategoryQuerySchema,
  rearrangeInputSchema,
} from '@app/categories-contract';
import { orThrow } from '@app/server-core';
import { editAndDeleteRoutes } from './record-routes';
import { createProductCategoriesRepository } from './product-categories-repository';

/** The product category screen is the super admin's (spec 001 section 2). */
const roles = [Role.SUPER_ADMIN];
/** The older list is read by every staff screen that picks a category (sample products, filters). */
const readerRoles = [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR];

/** Product categories (spec 001 section 7, Product categories). */
export const productCategoriesPlugin: FastifyPluginAsync = async (app) => {
  const repo = createProductCategoriesRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = categoryIdParamsSchema;
  const answer = { 200: productCategoryAnswerSchema };

  r.get(
    paths.list,
    { config: { roles }, schema: { response: { 200: productCategoryListAnswerSchema } } },
    async () => {
      const { rows, total } = await repo.list();
      return { data: rows, total };
    },
  );

  r.get(
    paths.publicList,
    {
      config: { roles: readerRoles },
      schema: {
        querystring: publicCategoryQuerySchema,
        response: { 200: productCategoryListAnswerSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repo.list(request.query.active === true);
      return { data: rows, total };
    },
  );

  r.post(
    paths.create,
    { config: { roles }, schema: { body: productCategoryInputSchema, response: answer } },
    async (request) => ({
      data: orThrow(await repo.create(request.body), m.notFound),
      message: m.created,
    }),
  );

  r.post(
    paths.rearrange,
    {
      config: { roles },
      schema: {
        body: rearrangeInputSchema,
        response: { 200: productCategoryListAnswerSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const rows = orThrow(await repo.rearrange(request.body.listIds), m.notFound);
      return { data: rows, total: rows.length, message: m.rearranged };
    },
  );

  editAndDeleteRoutes(r, {
    path: paths.detail,
    roles,
    params,
    body: productCategoryInputSchema,
    answer: productCategoryAnswerSchema,
    repo,
    messages: m,
  });

  for (const [path, active] of [
    [paths.activate, true],
    [paths.deactivate, false],
  ] as const) {
    r.put(path, { config: { roles }, schema: { params, response: answer } }, async (request) => ({
      data: orThrow(await repo.setActive(request.params.id, active), m.notFound),
      message: active ? m.activated : m.deactivated,
    }));
  }
};
