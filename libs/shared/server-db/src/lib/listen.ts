import { PGlite } from '@electric-sql/pglite';
import { Client, Pool } from 'pg';
import type { Db } from './client';

export interface ListenOptions {
  /** Called after a lost PostgreSQL connection is listening again: notifications may have been missed. */
  onReconnect?: () => void;
  /** A lost connection or a failed reconnection (the listener keeps retrying). */
  onError?: (err: Error) => void;
  /** First delay before reconnecting, doubled up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface Listening {
  /** Stops listening (and ends the dedicated connection on PostgreSQL). */
  close(): Promise<void>;
}

/**
 * `LISTEN channel` on the database behind `db`, whichever driver opened it:
 * - PGlite (in process): its own `listen`, on the one connection;
 * - PostgreSQL: a dedicated `pg` client (not one of the pool's, which would be returned to the pool
 *   and lose its LISTEN), opened with the pool's settings and reconnected with backoff whenever it is
 *   lost; `onReconnect` then says that notifications may have been missed in between.
 *
 * @example
 * const listening = await listenTo(db, 'live_events', (payload) => wake(payload), { onReconnect: catchUp });
 */
export async function listenTo(
  db: Db,
  channel: string,
  onNotify: (payload: string) => void,
  opts: ListenOptions = {},
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onNotify);
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  if (client instanceof Pool) return listenOnPostgres(client, channel, onNotify, opts);
  throw new Error('listenTo: the database is neither PGlite nor a node-postgres pool');
}

async function listenOnPostgres(
  pool: Pool,
  channel: string,
  onNotify: (payload: string) => void,
  opts: ListenOptions,
): Promise<Listening> {
  const minDelay = opts.minDelayMs ?? 500;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  let closed = false;
  let current: Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = minDelay;

  const connect = async (): Promise<void> => {
    const client = new Client(pool.options);
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (closed) return;
      opts.onError?.(err ?? new Error('listen connection ended'));
      schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    current = client;
    delay = minDelay;
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => opts.onReconnect?.(),
        (err: Error) => {
          opts.onError?.(err);
          delay = Math.min(delay * 2, maxDelay);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
