export { authRoutes } from './lib/routes';
