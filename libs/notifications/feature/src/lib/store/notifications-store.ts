import type { CreateNotificationInput, ListNotificationsFilter } from '@app/notifications-contract';
import { createMutationStore, createQueryStore, outcomeOf, useQuery } from '@app/data-access-api';
import {
  deleteNotification,
  getNotification,
  getNotifications,
  sendNotification,
} from '../api/notifications-api';
import { resetInboxStore } from './inbox-store';

/**
 * The notifications feature's data, built from data-access-api's factory:
 * - `list`: the page on screen; the previous rows stay while the next page or search loads;
 * - `changes`: the changes in flight; a change invalidates the list, which loads again.
 *
 * The top bar bell's count and inbox are in inbox-store.ts (the shell loads only those).
 */
export const notificationsStore = {
  list: createQueryStore({ fetch: getNotifications, keepPrevious: true }),
  /** One sent notification, opened from the list ('Xem'); read counts change, so never stale-kept. */
  detail: createQueryStore({ fetch: getNotification }),
  changes: createMutationStore(),
};

export const useNotificationsList = (query: ListNotificationsFilter) =>
  useQuery(notificationsStore.list, query);

export const useNotificationDetail = (id: string) => useQuery(notificationsStore.detail, id);

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

/** The list loads again (a notification deleted elsewhere, or sent many at once: the live stream). */
export function reloadNotifications(): void {
  void notificationsStore.list.getState().invalidate();
}

/** Forgets everything (tests; a new session). */
export function resetNotificationsStore(): void {
  notificationsStore.list.getState().reset();
  notificationsStore.detail.getState().reset();
  resetInboxStore();
}
