import { ApiStatus, LIVE_EVENT, livePaths, type LiveEvent } from '@app/contract';
import { createParser } from 'eventsource-parser';
import { api } from './client';
import { config } from './config';
import type { LiveMessage } from './live';

const MAX_DELAY_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The tab's stream (loaded with the first listener): `fetch` with the `Authorization` header
 * (EventSource cannot send one; docs/decisions/live.md), parsed by eventsource-parser, opened again
 * after any end with `Last-Event-ID` and a growing delay. An expired access token (901) is renewed
 * through the client's own renewal (a counts call, which the menu needs anyway); a session that is
 * over (902, 401) ends the stream, and the client signs out on that same call.
 */
export function connectLive(emit: (message: LiveMessage) => void): { stop(): void } {
  const stopped = new AbortController();
  let lastEventId = '';
  let failures = 0;

  const handle = (name: string | undefined, data: string) => {
    if (name === LIVE_EVENT.change) emit({ type: 'change', event: JSON.parse(data) as LiveEvent });
    else if (name === LIVE_EVENT.reset) emit({ type: 'reset' });
    else if (name === LIVE_EVENT.ready) {
      failures = 0;
      emit({ type: 'open' });
    }
  };

  const once = async (): Promise<'again' | 'over'> => {
    const token = config.getTokens().token;
    if (!token) return 'over';
    const response = await fetch(`${config.baseUrl ?? ''}${livePaths.events}`, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      cache: 'no-store',
      signal: stopped.signal,
    });
    if (
      response.status === ApiStatus.ACCESS_TOKEN_EXPIRED ||
      response.status === ApiStatus.SESSION_EXPIRED ||
      response.status === 401
    ) {
      // The client renews the token on 901 (then the stream opens again at once) and signs out on 902.
      await response.body?.cancel();
      try {
        await api.get(livePaths.counts, { context: { notify: false } });
        return response.status === ApiStatus.ACCESS_TOKEN_EXPIRED ? 'again' : 'over';
      } catch {
        return 'over';
      }
    }
    if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
    const parser = createParser({
      onEvent: (event) => {
        if (event.id) lastEventId = event.id;
        handle(event.event, event.data);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      parser.feed(decoder.decode(value, { stream: true }));
    }
  };

  void (async () => {
    while (!stopped.signal.aborted) {
      let outcome: 'again' | 'over' = 'again';
      try {
        outcome = await once();
      } catch {
        // a lost connection, a restarting server: open again below
      }
      if (outcome === 'over' || stopped.signal.aborted) return;
      failures++;
      // 0.5 s, 1 s, 2 s … 30 s, each with some jitter so that many tabs do not come back at once.
      const delay = Math.min(MAX_DELAY_MS, 250 * 2 ** Math.min(failures, 8));
      await sleep(delay * (0.75 + Math.random() * 0.5), stopped.signal);
    }
  })();

  return { stop: () => stopped.abort() };
}
