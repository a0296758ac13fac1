export { notificationsPlugin } from './lib/notifications-routes';
