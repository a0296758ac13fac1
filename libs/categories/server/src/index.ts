export { categoriesPlugin } from './lib/categories-plugin';
export { productCategoriesPlugin } from './lib/product-categories-routes';
export {
  specialCategoriesPlugin,
  type SpecialCategoriesOptions,
} from './lib/special-categories-routes';
