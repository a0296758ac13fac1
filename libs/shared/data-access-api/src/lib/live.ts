import type { LiveEvent } from '@app/contract';

/**
 * What the console's one stream per tab says (issue 28; docs/decisions/live.md):
 * - `change`: a row of a kind changed (in the reader's scope);
 * - `open`: the stream is (again) open, after the events it missed were given: reload counts;
 * - `reset`: it could not give every missed event (too many, too old): reload whatever is live.
 */
export type LiveMessage =
  | { type: 'change'; event: LiveEvent }
  | { type: 'open' }
  | { type: 'reset' };

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
let connection: Promise<{ stop(): void }> | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;

/** Hands a message to every listener (the connection's end of this module). */
export const emitLive = (message: LiveMessage): void => {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch (error) {
      console.error('[live]', error);
    }
  }
};

/**
 * Listens to the tab's stream of changes; the stream opens with the first listener (its code is
 * loaded then, apart from the page's) and closes a moment after the last one leaves, so a change of
 * page keeps it. Answers the function that stops listening.
 *
 * @example
 * useEffect(() => onLive((m) => m.type === 'change' && m.event.kind === 'order' && reload()), []);
 */
export function onLive(listener: Listener): () => void {
  listeners.add(listener);
  if (stopTimer) clearTimeout(stopTimer);
  stopTimer = null;
  connection ??= import('./live-connection').then((m) => m.connectLive(emitLive));
  return () => {
    listeners.delete(listener);
    if (listeners.size || stopTimer) return;
    stopTimer = setTimeout(() => {
      stopTimer = null;
      if (listeners.size || !connection) return;
      const closing = connection;
      connection = null;
      void closing.then((c) => c.stop());
    }, 5_000);
  };
}
