export * from './lib/products';
