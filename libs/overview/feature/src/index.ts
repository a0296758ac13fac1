export { overviewRoutes } from './lib/routes';
