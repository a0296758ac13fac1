export * from './lib/enums';
export * from './lib/orders';
export * from './lib/slips';
