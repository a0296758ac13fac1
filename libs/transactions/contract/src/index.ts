export * from './lib/transactions';
