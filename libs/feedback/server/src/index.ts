export { feedbackPlugin } from './lib/feedback-routes';
