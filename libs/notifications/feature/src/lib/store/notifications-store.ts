import type {
  CreateNotificationInput,
  InboxFilter,
  ListNotificationsFilter,
} from '@app/notifications-contract';
import { createMutationStore, createQueryStore, outcomeOf, useQuery } from '@app/data-access-api';
import {
  deleteNotification,
  getInbox,
  getNotification,
  getNotifications,
  getUnreadCount,
  markAllInboxRead,
  markInboxEntryRead,
  sendNotification,
} from '../api/notifications-api';

/**
 * The notifications feature's data, built from data-access-api's factory:
 * - `list`: the page on screen; the previous rows stay while the next page or search loads;
 * - `unread`: the signed-in member's unread count (the top bar);
 * - `changes`: the changes in flight; a change invalidates the list, which loads again.
 */
export const notificationsStore = {
  list: createQueryStore({ fetch: getNotifications, keepPrevious: true }),
  /** One sent notification, opened from the list ('Xem'); read counts change, so never stale-kept. */
  detail: createQueryStore({ fetch: getNotification }),
  unread: createQueryStore({
    fetch: (_q: Record<string, never>, signal) => getUnreadCount(signal),
  }),
  /** The latest entries of the signed-in member's inbox (the top bar's menu, while open). */
  inbox: createQueryStore({ fetch: getInbox, keepPrevious: true }),
  changes: createMutationStore(),
};

export const useNotificationsList = (query: ListNotificationsFilter) =>
  useQuery(notificationsStore.list, query);

const noQuery: Record<string, never> = {};
export const useNotificationDetail = (id: string) => useQuery(notificationsStore.detail, id);

export const useUnreadCount = () => useQuery(notificationsStore.unread, noQuery);

export const useInbox = (query: InboxFilter | null) => useQuery(notificationsStore.inbox, query);

/**
 * Marks one inbox entry read (`id`) or all of them (no id); the count and the menu load again.
 * Resolves to whether the server took it.
 */
export async function markRead(id?: string): Promise<boolean> {
  const result = await notificationsStore.changes
    .getState()
    .run(id ?? 'read-all', () => (id ? markInboxEntryRead(id) : markAllInboxRead()), {
      invalidates: [notificationsStore.unread, notificationsStore.inbox],
    });
  return result.ok;
}

/** Sends one; resolves to the server's answer, or its refusal message. */
export async function send(input: CreateNotificationInput) {
  const result = await notificationsStore.changes
    .getState()
    .run('send', () => sendNotification(input), { invalidates: [notificationsStore.list] });
  return result.ok
    ? ({ ok: true, recipientCount: result.data.data.recipientCount } as const)
    : ({ ok: false, message: result.error.message } as const);
}

/** Deletes one; resolves to the server's message or its refusal. */
export async function remove(id: string) {
  const result = await notificationsStore.changes
    .getState()
    .run(id, () => deleteNotification(id), { invalidates: [notificationsStore.list] });
  return outcomeOf(result);
}

/** Forgets everything (tests; a new session). */
export function resetNotificationsStore(): void {
  notificationsStore.list.getState().reset();
  notificationsStore.detail.getState().reset();
  notificationsStore.unread.getState().reset();
  notificationsStore.inbox.getState().reset();
}
