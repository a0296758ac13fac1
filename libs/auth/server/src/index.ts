export { authPlugin } from './lib/auth-routes';
