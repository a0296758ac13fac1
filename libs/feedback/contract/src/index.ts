export * from './lib/feedback';
