export { ordersPlugin, type OrdersPluginOptions } from './lib/orders-routes';
