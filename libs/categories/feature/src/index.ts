export {
  productCategoriesRoutes,
  specialCategoriesRoutes,
  specialCategoryDetailRoutes,
} from './lib/routes';
