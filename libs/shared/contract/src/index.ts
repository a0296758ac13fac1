export * from './lib/common';
export * from './lib/enums';
export * from './lib/auth';
export * from './lib/orders';
export * from './lib/buildings';
export * from './lib/shops';
export * from './lib/accounts';
export * from './lib/uploads';
