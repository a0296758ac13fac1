import { readListQuery } from '@app/ui';
import { notificationList } from './components/notification-filters';
import { notificationsStore } from './store/notifications-store';

/**
 * Starts loading the notification list's page for a URL of /dashboard/notification (the route's
 * loader calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetch(url: URL): void {
  notificationsStore.list.getState().prefetch(readListQuery(notificationList, url).query);
}
