import type { LiveCounts } from '@app/contract';
import { useLiveCounts } from '@app/data-access-api';
import { setWaitingWork } from '@app/util-auth';
import { useEffect, useRef } from 'react';
import { readWorkSound } from './work-sound';

const queues = [
  'pendingAccounts',
  'pendingTransactions',
  'pendingOrders',
  'unprocessedFeedback',
] as const satisfies readonly (keyof LiveCounts)[];

/** The work waiting in the queues the role reads (a queue it does not read is null). */
const totalOf = (counts: LiveCounts) => queues.reduce((sum, key) => sum + (counts[key] ?? 0), 0);

/**
 * The shell's use of the live work-queue counts (issue 28) beyond the menu: their total in every
 * tab title ('(4) Đơn hàng – Trang quản trị'), and the chime when a queue grows, for a person who
 * turned it on; never on the first counts of a page, only on a rise.
 */
export function useWorkQueues(accountId: string | undefined): void {
  const counts = useLiveCounts();
  const previous = useRef<LiveCounts | null>(null);
  useEffect(() => setWaitingWork(counts ? totalOf(counts) : 0), [counts]);
  useEffect(() => () => setWaitingWork(0), []);
  useEffect(() => {
    const before = previous.current;
    previous.current = counts;
    if (!before || !counts || !accountId) return;
    const rose = queues.some((key) => (counts[key] ?? 0) > (before[key] ?? 0));
    // The chime's code loads when it first plays (the avatar menu's switch loads it too).
    if (rose && readWorkSound(accountId)) void import('./chime').then((m) => m.playChime());
  }, [counts, accountId]);
}
