export { shopsRoutes } from './lib/routes';
