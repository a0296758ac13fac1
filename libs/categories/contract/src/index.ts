export * from './lib/enums';
export * from './lib/product-categories';
export * from './lib/special-categories';
