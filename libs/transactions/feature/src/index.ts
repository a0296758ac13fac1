export { transactionsRoutes } from './lib/routes';
export { transactionSearch } from './lib/search';
