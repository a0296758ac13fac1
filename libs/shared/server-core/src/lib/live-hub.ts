import { gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { liveEvents, listenTo, type Db, type Listening } from '@app/server-db';
import { Role, type LiveEvent, type LiveKind } from '@app/contract';

/** The channel migration 0018's triggers notify on commit, with '<first id>:<last id>'. */
export const LIVE_CHANNEL = 'live_events';

/** An event as stored: the browser's {@link LiveEvent} plus its addressees and the internal kinds. */
export interface StoredLiveEvent {
  id: number;
  kind: LiveKind | 'session' | 'access';
  op: LiveEvent['op'];
  recordId: string | null;
  buildings: string[];
  status: string | null;
  /** Only these accounts may receive it (an inbox, a session); null: everyone in scope. */
  accounts: string[] | null;
}

/** What the hub hands its subscribers: an event, or "reload everything" (a gap it cannot fill). */
export type HubMessage = { type: 'event'; event: StoredLiveEvent } | { type: 'reset'; id: number };

/** Who reads a stream: the signed-in account as the session check last answered. */
export interface LiveReader {
  id: string;
  role: Role;
  buildings: string[];
}

const { SUPER_ADMIN, ADMIN, OPERATOR } = Role;

/**
 * Which roles read which kind (the roles of each domain's list routes): orders all staff, wallet
 * transactions the admins, accounts and feedback the super admin and the operators, shops in
 * buildings the admins and the operators, the notification list the super admin, shippers all
 * staff. An operator reads only events of a building it runs (and a shipper's without a building:
 * its list shows those to every operator).
 */
const kindRoles: Record<LiveKind, readonly Role[]> = {
  order: [SUPER_ADMIN, ADMIN, OPERATOR],
  transaction: [SUPER_ADMIN, ADMIN],
  account: [SUPER_ADMIN, OPERATOR],
  feedback: [SUPER_ADMIN, OPERATOR],
  shop: [SUPER_ADMIN, ADMIN, OPERATOR],
  notification: [SUPER_ADMIN],
  inbox: [SUPER_ADMIN, ADMIN, OPERATOR],
  shipper: [SUPER_ADMIN, ADMIN, OPERATOR],
};

/** Whether `reader` may receive `event`: its addressees, else its kind's roles and the operator's buildings. */
export function visibleTo(event: StoredLiveEvent, reader: LiveReader): boolean {
  if (event.kind === 'session' || event.kind === 'access') return false;
  if (event.accounts) return event.accounts.includes(reader.id);
  if (!kindRoles[event.kind]?.includes(reader.role)) return false;
  if (reader.role !== OPERATOR) return true;
  // A shipper without a building (or leaving none, or getting one) is in every operator's list:
  // migration 0020 gives its events no building. A bulk change's buildings leave such shippers out.
  if (event.kind === 'shipper' && (event.buildings.length === 0 || event.op === 'bulk'))
    return true;
  return event.buildings.some((b) => reader.buildings.includes(b));
}

/** The browser's shape of an event (no addressees). */
export const publicEvent = (event: StoredLiveEvent): LiveEvent => ({
  id: String(event.id),
  kind: event.kind as LiveKind,
  op: event.op,
  recordId: event.recordId,
  buildings: event.buildings,
  status: event.status,
});

export interface LiveHubOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long events stay in the table (a resume from an older id gets a reset). Default a day. */
  retentionMs?: number;
  /** How often the old events are deleted. Default 10 minutes. */
  sweepMs?: number;
}

/** Events read at once; a backlog larger than this is a reset. */
export const LIVE_BATCH = 500;
/** Ids remembered to drop an event seen twice (two notified ranges may overlap). */
const SEEN_IDS = 4096;

/**
 * One per API process: listens on {@link LIVE_CHANNEL} (PGlite in process, or a dedicated reconnecting
 * connection to PostgreSQL), reads the notified events from `live_events` and hands each once to every
 * subscriber (the open streams, which filter by reader). After a lost connection it reads what it
 * missed; a gap larger than {@link LIVE_BATCH} is announced as a reset. It also deletes events older
 * than the retention.
 */
export class LiveHub {
  private readonly subscribers = new Set<(messages: HubMessage[]) => void>();
  private readonly seen = new Set<number>();
  private readonly seenOrder: number[] = [];
  private listening: Listening | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  /** The highest id delivered (or present at start). */
  private lastId = 0;
  /** Reads of the table run one at a time, in order. */
  private chain: Promise<void> = Promise.resolve();
  /** Notified ranges not read yet: read together, by one query, when the chain gets to them. */
  private pending: Array<[first: number, last: number]> = [];
  private readonly retentionMs: number;
  private readonly sweepMs: number;

  constructor(private readonly opts: LiveHubOptions) {
    this.retentionMs = opts.retentionMs ?? 24 * 3600_000;
    this.sweepMs = opts.sweepMs ?? 10 * 60_000;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** The highest event id handed to the subscribers (or present when the hub started). */
  get last(): number {
    return this.lastId;
  }

  async start(): Promise<void> {
    this.lastId = await this.maxId();
    this.listening = await listenTo(
      this.opts.db,
      LIVE_CHANNEL,
      (payload) => this.notified(payload),
      {
        onReconnect: () => {
          this.opts.log.info('live feed: listening again, reading what was missed');
          this.enqueue(() => this.catchUp());
        },
        onError: (err) => this.opts.log.warn({ err }, 'live feed: listen connection lost'),
      },
    );
    this.sweepTimer = setInterval(() => void this.sweep(), this.sweepMs);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.listening?.close();
    this.listening = null;
    await this.chain;
  }

  /** `fn` receives the messages of one read together (in id order), so a stream writes them at once. */
  subscribe(fn: (messages: HubMessage[]) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /**
   * The events after `afterId` for a resuming stream, or a reset (with the last id) when they cannot all be given: the
   * id is older than the retention, newer than the table (a restored database), or too far behind.
   */
  async since(afterId: number): Promise<StoredLiveEvent[] | { reset: number }> {
    const [bounds] = await this.opts.db
      .select({
        min: sql<string | null>`min(${liveEvents.id})`,
        max: sql<string | null>`max(${liveEvents.id})`,
      })
      .from(liveEvents);
    const min = bounds?.min === null || bounds?.min === undefined ? null : Number(bounds.min);
    const max = bounds?.max === null || bounds?.max === undefined ? 0 : Number(bounds.max);
    if (afterId > max) return { reset: max };
    if (min !== null && afterId < min - 1) return { reset: max };
    const rows = await this.read(gt(liveEvents.id, afterId), LIVE_BATCH + 1);
    return rows.length > LIVE_BATCH ? { reset: max } : rows;
  }

  /** Deletes the events older than the retention (any instance may: the rule is the same). */
  async sweep(): Promise<number> {
    try {
      const deleted = await this.opts.db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, new Date(Date.now() - this.retentionMs)))
        .returning({ id: liveEvents.id });
      return deleted.length;
    } catch (err) {
      this.opts.log.warn({ err }, 'live feed: deleting old events failed');
      return 0;
    }
  }

  /**
   * A notification names a committed range of ids. The ranges that arrive while a read runs (one
   * commit announces one range per changed table: a new deposit, its staff notification and its
   * inbox entries) are read by the next read together: one query, and each stream writes them at
   * once, however many arrived.
   */
  private notified(payload: string): void {
    const match = /^(\d+):(\d+)$/.exec(payload);
    if (!match) return;
    this.pending.push([Number(match[1]), Number(match[2])]);
    if (this.pending.length === 1) this.enqueue(() => this.readPending());
  }

  private async readPending(): Promise<void> {
    const ranges = this.pending.splice(0);
    if (!ranges.length) return;
    const rows = await this.read(
      or(
        ...ranges.map(
          ([first, last]) => sql`(${liveEvents.id} >= ${first} AND ${liveEvents.id} <= ${last})`,
        ),
      ),
      LIVE_BATCH + 1,
    );
    if (rows.length > LIVE_BATCH) return this.reset(Math.max(...ranges.map(([, last]) => last)));
    this.deliver(rows);
  }

  private async catchUp(): Promise<void> {
    const rows = await this.read(gt(liveEvents.id, this.lastId), LIVE_BATCH + 1);
    if (rows.length > LIVE_BATCH) return this.reset(await this.maxId());
    this.deliver(rows);
  }

  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch((err: unknown) => {
      this.opts.log.error({ err }, 'live feed: reading events failed');
    });
  }

  /** Hands the events not delivered before to every subscriber, together. */
  private deliver(events: StoredLiveEvent[]): void {
    const fresh: HubMessage[] = [];
    for (const event of events) {
      if (this.seen.has(event.id)) continue;
      this.seen.add(event.id);
      this.seenOrder.push(event.id);
      if (this.seenOrder.length > SEEN_IDS) this.seen.delete(this.seenOrder.shift()!);
      if (event.id > this.lastId) this.lastId = event.id;
      fresh.push({ type: 'event', event });
    }
    if (fresh.length) this.broadcast(fresh);
  }

  private reset(id: number): void {
    if (id > this.lastId) this.lastId = id;
    this.broadcast([{ type: 'reset', id }]);
  }

  private broadcast(messages: HubMessage[]): void {
    for (const fn of this.subscribers) {
      try {
        fn(messages);
      } catch (err) {
        this.opts.log.error({ err }, 'live feed: a subscriber failed');
      }
    }
  }

  private async maxId(): Promise<number> {
    const [row] = await this.opts.db
      .select({ max: sql<string | null>`max(${liveEvents.id})` })
      .from(liveEvents);
    return Number(row?.max ?? 0);
  }

  private async read(
    where: ReturnType<typeof gt> | undefined,
    limit: number,
  ): Promise<StoredLiveEvent[]> {
    const rows = await this.opts.db
      .select()
      .from(liveEvents)
      .where(where)
      .orderBy(liveEvents.id)
      .limit(limit);
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as StoredLiveEvent['kind'],
      op: r.op as StoredLiveEvent['op'],
      recordId: r.recordId,
      buildings: r.buildings.map((b) => b.trim()),
      status: r.status,
      accounts: r.accounts?.map((a) => a.trim()) ?? null,
    }));
  }
}
