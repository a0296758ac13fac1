import type { FastifyPluginAsync } from 'fastify';
import { productCategoriesPlugin } from './product-categories-routes';
import {
  specialCategoriesPlugin,
  type SpecialCategoriesOptions,
} from './special-categories-routes';

/** The categories domain: product categories and special categories. */
export const categoriesPlugin: FastifyPluginAsync<SpecialCategoriesOptions> = async (app, opts) => {
  await app.register(productCategoriesPlugin);
  await app.register(specialCategoriesPlugin, opts);
};
