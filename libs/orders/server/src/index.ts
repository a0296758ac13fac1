export { ordersPlugin } from './lib/orders-routes';
