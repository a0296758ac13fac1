export * from './lib/overview';
