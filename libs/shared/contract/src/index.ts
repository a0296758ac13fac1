export * from './lib/common';
export * from './lib/enums';
export * from './lib/auth';
export * from './lib/orders';
