export * from './lib/enums';
export * from './lib/notifications';
export * from './lib/paths';
