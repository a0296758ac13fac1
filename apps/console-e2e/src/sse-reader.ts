import { createParser } from 'eventsource-parser';

/** One frame of a live stream as a client reads it. */
export interface StreamFrame {
  event: string;
  id?: string;
  data: string;
}

/**
 * A live stream (`GET /api/v1.1/events`) read from Node as the console reads it (fetch with the
 * `Authorization` header, eventsource-parser): keeps every frame it receives and tells when the
 * server ends it.
 */
export async function openStream(origin: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${origin}/api/v1.1/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
  const frames: StreamFrame[] = [];
  let ended = false;
  const parser = createParser({
    onEvent: (e) => frames.push({ event: e.event ?? 'message', id: e.id, data: e.data }),
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // aborted by close()
    } finally {
      ended = true;
    }
  })();
  return {
    frames,
    /** The `change` events received, parsed. */
    changes: () =>
      frames
        .filter((f) => f.event === 'change')
        .map((f) => JSON.parse(f.data) as { kind: string; op: string; recordId: string | null }),
    /** Whether the server ended the stream. */
    ended: () => ended,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;
