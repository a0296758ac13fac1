export * from './lib/auth';
