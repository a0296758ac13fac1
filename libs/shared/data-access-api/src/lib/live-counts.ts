import { useEffect } from 'react';
import { create } from 'zustand';
import { livePaths, type LiveCounts, type LiveKind } from '@app/contract';
import { api } from './client';
import { onLive } from './live';

/** The kinds whose changes move a work queue's count. */
const countedKinds: ReadonlySet<LiveKind> = new Set([
  'order',
  'transaction',
  'account',
  'feedback',
]);
/** Changes arriving together are counted once. */
const SETTLE_MS = 300;

const useCountsStore = create<{ counts: LiveCounts | null }>(() => ({ counts: null }));

let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: AbortController | null = null;
const refresh = (delay: number) => {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    api
      .get(livePaths.counts, { signal: controller.signal, context: { notify: false } })
      .json<{ data: LiveCounts }>()
      .then(
        (answer) => useCountsStore.setState({ counts: answer.data }),
        () => undefined,
      );
  }, delay);
};

let users = 0;
let stopListening: (() => void) | null = null;

/**
 * The work queues' counts of the signed-in role (`GET /api/v1.1/events/counts`: pending accounts,
 * pending transactions, pending orders, unprocessed feedback; null for a queue the role does not
 * read), read when the tab's stream opens and again after each change of a counted kind. Null
 * until the first answer.
 */
export function useLiveCounts(): LiveCounts | null {
  useEffect(() => {
    users++;
    stopListening ??= onLive((message) => {
      if (message.type !== 'change') refresh(0);
      else if (countedKinds.has(message.event.kind)) refresh(SETTLE_MS);
    });
    return () => {
      users--;
      if (users === 0) {
        stopListening?.();
        stopListening = null;
        useCountsStore.setState({ counts: null });
      }
    };
  }, []);
  return useCountsStore((s) => s.counts);
}
