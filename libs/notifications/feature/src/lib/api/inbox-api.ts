import { api } from '@app/data-access-api';
import {
  notificationPath,
  notificationsPaths,
  type InboxAnswer,
  type InboxFilter,
  type MarkReadAnswer,
  type UnreadCountAnswer,
} from '@app/notifications-contract';

/*
 * The top bar bell's endpoints (the signed-in member's own inbox), apart from the rest of the
 * feature's client (notifications-api.ts) so that the shell, which shows the bell on every page,
 * loads only these. Failures stay quiet: the bell shows what it has.
 */

export const getUnreadCount = (signal?: AbortSignal) =>
  api
    .get(notificationsPaths.unreadCount, { signal, context: { notify: false } })
    .json<UnreadCountAnswer>();

/** A page of the signed-in member's inbox (the top bar's menu); failures stay quiet, like the count. */
export const getInbox = ({ page, quantity }: InboxFilter, signal?: AbortSignal) =>
  api
    .get(notificationsPaths.inbox, {
      searchParams: { page, quantity },
      signal,
      context: { notify: false },
    })
    .json<InboxAnswer>();

export const markInboxEntryRead = (id: string) =>
  api
    .put(notificationPath(notificationsPaths.read, id), { context: { notify: false } })
    .json<MarkReadAnswer>();

export const markAllInboxRead = () =>
  api.put(notificationsPaths.readAll, { context: { notify: false } }).json<MarkReadAnswer>();
