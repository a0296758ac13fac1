import { listNotificationsQuerySchema } from '@app/notifications-contract';
import { listQuery } from '@app/ui';

/**
 * The notification list's filters in the URL (the contract's list query less the paging), 50 rows
 * a page.
 */
export const notificationList = listQuery(listNotificationsQuerySchema, 50);
