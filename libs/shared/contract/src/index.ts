export * from './lib/common';
export * from './lib/enums';
export * from './lib/session';
export * from './lib/pickers';
export * from './lib/uploads';
export * from './lib/export';
export * from './lib/bulk';
export * from './lib/sort';
