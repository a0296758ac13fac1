import type { Writable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { accounts, apartments, feedback, orders, transactions, type Db } from '@app/server-db';
import {
  authMessages,
  isStaffRole,
  LIVE_COUNT_CAP,
  LIVE_EVENT,
  liveMessages,
  livePaths,
  Role,
  staffRoles,
  type LiveCounts,
} from '@app/contract';
import { z } from 'zod';
import { badRequest, HttpError, unauthorized } from './errors';
import { readAccessToken, type AuthUser } from './auth-plugin';
import { cappedCount } from './counting';
import { scopeCondition } from './scope';
import type { BuildingScope } from './list-query';
import { verifyAccessToken } from './tokens';
import {
  LiveHub,
  publicEvent,
  visibleTo,
  type HubMessage,
  type LiveReader,
  type StoredLiveEvent,
} from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export interface LivePluginOptions {
  /** A comment line is written this often so that proxies keep the stream open. Default 15 s. */
  heartbeatMs?: number;
  /** The session and role are checked again this often (as a request would). Default 15 s. */
  recheckMs?: number;
  /** Bytes a stream may have waiting for a slow client before it is closed. Default 256 KiB. */
  maxQueuedBytes?: number;
  /** Open streams per API instance; more are answered 503. Default 5,000. */
  maxStreams?: number;
  /** Retention of `live_events`. Default a day. */
  retentionMs?: number;
}

const LAST_EVENT_ID = /^\d{1,15}$/;

const count = z.number().int().nullable();
/** `GET /api/v1.1/events/counts`: the contract's {@link LiveCounts}. */
const liveCountsAnswerSchema = z.object({
  data: z.object({
    pendingAccounts: count,
    pendingTransactions: count,
    pendingOrders: count,
    unprocessedFeedback: count,
  }) satisfies z.ZodType<LiveCounts>,
});

/** The stream's `Last-Event-ID`: the header (EventSource's own), or `?lastEventId=`; null when absent. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = typeof header === 'string' && header !== '' ? header : query;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !LAST_EVENT_ID.test(raw))
    throw badRequest(liveMessages.lastEventIdInvalid);
  return Number(raw);
}

/** One SSE frame. */
const eventFrame = (name: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** One open stream: writes SSE frames, drops the client when it falls too far behind. */
export class LiveStream {
  closed = false;
  private readonly onClose: Array<() => void> = [];

  constructor(
    private readonly res: Writable,
    private readonly maxQueuedBytes: number,
  ) {
    res.on('close', () => this.close());
  }

  /** Writes a frame; a client that lets more than `maxQueuedBytes` pile up is disconnected. */
  write(frame: string): void {
    if (this.closed) return;
    if (this.res.writableLength > this.maxQueuedBytes) {
      this.close();
      return;
    }
    this.res.write(frame);
  }

  event(name: string, data: unknown, id?: number): void {
    this.write(eventFrame(name, data, id));
  }

  whenClosed(fn: () => void): void {
    if (this.closed) fn();
    else this.onClose.push(fn);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const fn of this.onClose.splice(0)) fn();
    if (!this.res.writableEnded) this.res.end();
  }
}

const { SUPER_ADMIN, ADMIN, OPERATOR } = Role;
const can = (role: Role, roles: readonly Role[]) => roles.includes(role);

/** The work queues' counts of the caller (the menu's badges), each as its list counts it. */
async function countsFor(db: Db, user: AuthUser): Promise<LiveCounts> {
  const scope: BuildingScope = user.role === OPERATOR ? user.buildings : null;
  const capped = async (table: Parameters<typeof cappedCount>[1], where: SQL | undefined) => {
    const [row] = await cappedCount(db, table, where, LIVE_COUNT_CAP);
    return Number(row?.n ?? 0);
  };
  const feedbackBuilding = sql`coalesce(${feedback.buildingId}, (SELECT ${apartments.buildingId}
    FROM ${apartments} WHERE ${apartments.id} = ${feedback.apartmentId}))`;
  const [pendingAccounts, pendingTransactions, pendingOrders, unprocessedFeedback] =
    await Promise.all([
      can(user.role, [SUPER_ADMIN, OPERATOR])
        ? capped(
            accounts,
            and(
              eq(accounts.verify, false),
              isNotNull(accounts.apartmentId),
              scope === null
                ? undefined
                : and(
                    scopeCondition(accounts.buildingId, scope),
                    notInArray(accounts.role, [...staffRoles]),
                  ),
            ),
          )
        : null,
      can(user.role, [SUPER_ADMIN, ADMIN])
        ? capped(transactions, eq(transactions.status, 0))
        : null,
      capped(orders, and(eq(orders.status, 1), scopeCondition(orders.buildingId, scope))),
      can(user.role, [SUPER_ADMIN, OPERATOR])
        ? capped(feedback, and(eq(feedback.status, 0), scopeCondition(feedbackBuilding, scope)))
        : null,
    ]);
  return { pendingAccounts, pendingTransactions, pendingOrders, unprocessedFeedback };
}

/**
 * Live operations (issue 28; docs/decisions/live.md): `GET /api/v1.1/events`, the console's stream of
 * changes (server-sent events, authenticated by the `Authorization` header as every call, resumed from
 * `Last-Event-ID`, heartbeats, a bounded queue per stream), scoped to what the reader's role reads
 * and, for an operator, to its buildings; and `GET /api/v1.1/events/counts`, the menu's work queues.
 * A stream closes when its session is revoked (at once, on every instance: the revocation is an event
 * too), when its account loses its staff role, and when its access token expires (the console
 * renews it and reconnects).
 */
export const livePlugin = fp(
  async (app: FastifyInstance, opts: LivePluginOptions) => {
    const heartbeatMs = opts.heartbeatMs ?? 15_000;
    const recheckMs = opts.recheckMs ?? 15_000;
    const maxQueuedBytes = opts.maxQueuedBytes ?? 256 * 1024;
    const maxStreams = opts.maxStreams ?? 5_000;
    const hub = new LiveHub({
      db: app.db,
      log: app.log,
      ...(opts.retentionMs ? { retentionMs: opts.retentionMs } : {}),
    });
    app.decorate('live', hub);
    // Every instance drops its cached session checks as the feed reports a revoked session or an
    // account whose role or buildings changed, whichever instance (or outside app) changed it.
    hub.subscribe((messages) => {
      for (const message of messages) {
        if (message.type === 'reset') {
          app.sessions.forgetAll();
          continue;
        }
        const { kind, recordId } = message.event;
        if (kind !== 'session' && kind !== 'access' && kind !== 'account') continue;
        // A bulk statement (more than 200 rows) names no row: every answer may be stale.
        if (recordId === null) app.sessions.forgetAll();
        else if (kind === 'session') app.sessions.forget(recordId);
        else app.sessions.forgetAccount(recordId);
      }
    });
    /** An event's frame, serialised once however many streams write it. */
    const frames = new WeakMap<StoredLiveEvent, string>();
    const frameOf = (event: StoredLiveEvent) => {
      let frame = frames.get(event);
      if (frame === undefined) {
        frame = eventFrame(LIVE_EVENT.change, publicEvent(event), event.id);
        frames.set(event, frame);
      }
      return frame;
    };
    const open = new Set<LiveStream>();
    app.addHook('onReady', () => hub.start());
    app.addHook('preClose', async () => {
      for (const stream of open) stream.close();
      await hub.stop();
    });

    app.get(
      livePaths.counts,
      { config: { roles: staffRoles }, schema: { response: { 200: liveCountsAnswerSchema } } },
      async (request) => {
        if (!request.user) throw unauthorized(authMessages.unauthenticated);
        return { data: await countsFor(app.db, request.user) };
      },
    );

    app.get(
      livePaths.events,
      { config: { roles: staffRoles } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.user;
        if (!user) throw unauthorized(authMessages.unauthenticated);
        const afterId = lastEventIdOf(request);
        if (open.size >= maxStreams) throw new HttpError(503, liveMessages.tooManyStreams);
        const token = readAccessToken(request);
        const verified = token ? await verifyAccessToken(token, app.config.jwtSecret) : null;
        const expiresAt = verified?.ok ? verified.claims.exp * 1000 : Date.now();

        const reader: LiveReader = { id: user.id, role: user.role, buildings: user.buildings };
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-content-type-options': 'nosniff',
          // nginx and similar proxies must not buffer the stream.
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        request.raw.socket.setNoDelay(true);
        request.raw.socket.setKeepAlive(true);
        const stream = new LiveStream(res, maxQueuedBytes);
        open.add(stream);
        stream.whenClosed(() => open.delete(stream));
        stream.write('retry: 3000\n\n');

        // Re-checks the session and role as a request would; closes the stream when it no longer may.
        let checking = false;
        const recheck = async (fresh: boolean) => {
          if (checking || stream.closed) return;
          checking = true;
          try {
            if (fresh) app.sessions.forget(user.sessionId);
            const state = await app.sessions.check(user.sessionId, user.id);
            if (!state || !state.valid || !isStaffRole(state.role) || Date.now() >= expiresAt) {
              stream.close();
              return;
            }
            reader.role = state.role;
            reader.buildings = state.buildings;
          } catch (err) {
            request.log.warn({ err }, 'live stream: session check failed');
          } finally {
            checking = false;
          }
        };
        const concernsReader = (event: StoredLiveEvent) =>
          // A bulk revocation or change of buildings names no row (a bulk change of accounts, an
          // import of residents, waits for the regular check).
          (event.recordId === null && (event.kind === 'session' || event.kind === 'access')) ||
          (event.kind === 'session' && event.recordId === user.sessionId) ||
          ((event.kind === 'access' || event.kind === 'account') && event.recordId === user.id);

        // Live events are held back until the backlog (Last-Event-ID) has been written.
        let backlogDone = false;
        const held: HubMessage[] = [];
        let lastSent = afterId ?? 0;
        // The frames of one delivery go out in one write.
        let out = '';
        const flush = () => {
          if (out) stream.write(out);
          out = '';
        };
        const send = (message: HubMessage) => {
          if (message.type === 'reset') {
            lastSent = Math.max(lastSent, message.id);
            out += eventFrame(LIVE_EVENT.reset, { id: String(message.id) }, message.id);
            return;
          }
          const event = message.event;
          if (concernsReader(event)) void recheck(true);
          if (!visibleTo(event, reader)) return;
          lastSent = Math.max(lastSent, event.id);
          out += frameOf(event);
        };
        const unsubscribe = hub.subscribe((messages) => {
          if (!backlogDone) held.push(...messages);
          else {
            for (const message of messages) send(message);
            flush();
          }
        });
        // Where a new stream starts: a reconnect resumes from here even if nothing came meanwhile.
        const startedAt = hub.last;
        const heartbeat = setInterval(() => stream.write(': ♥\n\n'), heartbeatMs);
        const rechecker = setInterval(() => void recheck(false), recheckMs);
        const expiry = setTimeout(
          () => stream.close(),
          Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1)),
        );
        stream.whenClosed(() => {
          unsubscribe();
          clearInterval(heartbeat);
          clearInterval(rechecker);
          clearTimeout(expiry);
        });

        try {
          const backlog = afterId !== null ? await hub.since(afterId) : [];
          if (!Array.isArray(backlog)) send({ type: 'reset', id: backlog.reset });
          else for (const event of backlog) send({ type: 'event', event });
          const sent = new Set(Array.isArray(backlog) ? backlog.map((e) => e.id) : []);
          for (const message of held.splice(0))
            if (message.type === 'reset' || !sent.has(message.event.id)) send(message);
          flush();
          backlogDone = true;
          // The ready frame carries the id to resume from, so a reconnect misses nothing.
          const readyId = afterId !== null ? lastSent : Math.max(lastSent, startedAt);
          stream.event(LIVE_EVENT.ready, { id: String(readyId) }, readyId);
        } catch (err) {
          request.log.error({ err }, 'live stream: reading the backlog failed');
          stream.close();
        }
      },
    );
  },
  { name: 'app-live', dependencies: ['app-core'] },
);
