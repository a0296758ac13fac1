export { transactionsRoutes } from './lib/routes';
