export { productsPlugin } from './lib/products-routes';
