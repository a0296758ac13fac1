export { ordersRoutes } from './lib/routes';
export { orderSearch } from './lib/search';
