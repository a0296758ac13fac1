export { accountsPlugin } from './lib/accounts-routes';
