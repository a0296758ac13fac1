export { transactionsPlugin } from './lib/transactions-routes';
