export { overviewPlugin } from './lib/overview-routes';
export { overviewVocabulary } from './lib/vocabulary';
