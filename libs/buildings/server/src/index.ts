export { buildingsPlugin } from './lib/buildings-routes';
