export { shopsPlugin } from './lib/shops-routes';
