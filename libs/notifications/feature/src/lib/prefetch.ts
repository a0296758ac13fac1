import { readUrlFilters } from '@app/ui';
import {
  notificationFiltersSchema,
  toNotificationListQuery,
} from './components/notification-filters';
import { notificationsStore } from './store/notifications-store';

/**
 * Starts loading the notification list's page for a URL of /dashboard/notification (the route's
 * loader calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetch(url: URL): void {
  const { filters, page } = readUrlFilters(notificationFiltersSchema, url.searchParams);
  notificationsStore.list.getState().prefetch(toNotificationListQuery(filters, page));
}
