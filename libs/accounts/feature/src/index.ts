export { accountsRoutes, shipperRoutes, staffRoutes } from './lib/routes';
export { accountSearch } from './lib/search';
