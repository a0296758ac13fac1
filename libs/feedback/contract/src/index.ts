export * from './lib/enums';
export * from './lib/feedback';
