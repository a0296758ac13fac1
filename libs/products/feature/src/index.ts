export { productAdminRoutes, productsRoutes } from './lib/routes';
