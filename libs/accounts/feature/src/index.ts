export { accountsRoutes, shipperRoutes, staffRoutes } from './lib/routes';
