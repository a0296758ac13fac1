export { ordersRoutes } from './lib/routes';
