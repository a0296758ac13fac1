import { z } from 'zod';
import {
  listNotificationsQuerySchema,
  type ListNotificationsFilter,
} from '@app/notifications-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the notification list. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** The screen's URL filters: the contract's list query less the paging. */
export const notificationFiltersSchema = z
  .object(listNotificationsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type NotificationFilters = UrlFilterValues<typeof notificationFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toNotificationListQuery = (
  filters: NotificationFilters,
  page: number,
): ListNotificationsFilter => ({ ...filters, page, quantity: NOTIFICATION_PAGE_SIZE });
