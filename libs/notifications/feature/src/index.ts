export { notificationsRoutes } from './lib/routes';
export { UnreadCount } from './lib/components/unread-count';
