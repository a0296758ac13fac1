export { shopsRoutes } from './lib/routes';
export { shopSearch } from './lib/search';
