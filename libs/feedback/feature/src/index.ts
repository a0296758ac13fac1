export { feedbackRoutes } from './lib/routes';
