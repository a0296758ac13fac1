import type { InboxFilter } from '@app/notifications-contract';
import { createMutationStore, createQueryStore, useQuery } from '@app/data-access-api';
import { getInbox, getUnreadCount, markAllInboxRead, markInboxEntryRead } from '../api/inbox-api';

/**
 * The top bar bell's data, apart from the feature's other stores (notifications-store.ts) so that
 * the shell, on every page, loads only these:
 * - `unread`: the signed-in member's unread count;
 * - `inbox`: the latest entries of their inbox (the bell's menu, while open);
 * - `changes`: marking entries read.
 */
export const inboxStore = {
  unread: createQueryStore({
    fetch: (_q: Record<string, never>, signal) => getUnreadCount(signal),
  }),
  inbox: createQueryStore({ fetch: getInbox, keepPrevious: true }),
  changes: createMutationStore(),
};

const noQuery: Record<string, never> = {};

export const useUnreadCount = () => useQuery(inboxStore.unread, noQuery);

export const useInbox = (query: InboxFilter | null) => useQuery(inboxStore.inbox, query);

/**
 * Marks one inbox entry read (`id`) or all of them (no id); the count and the menu load again.
 * Resolves to whether the server took it.
 */
export async function markRead(id?: string): Promise<boolean> {
  const result = await inboxStore.changes
    .getState()
    .run(id ?? 'read-all', () => (id ? markInboxEntryRead(id) : markAllInboxRead()), {
      invalidates: [inboxStore.unread, inboxStore.inbox],
    });
  return result.ok;
}

/** Forgets everything (tests; a new session). */
export function resetInboxStore(): void {
  inboxStore.unread.getState().reset();
  inboxStore.inbox.getState().reset();
}
