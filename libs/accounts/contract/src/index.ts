export * from './lib/enums';
export * from './lib/accounts';
