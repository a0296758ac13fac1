export { overviewPlugin } from './lib/overview-routes';
