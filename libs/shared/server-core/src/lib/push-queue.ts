import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pushJobs, pushTokens, type Db, type Tx } from '@app/server-db';
import { DeviceType } from '@app/contract';
import type { PushPayload, PushSender } from './push';

export interface PushQueueOptions {
  db: Db;
  push: Pick<PushSender, 'sendOne'>;
  log: FastifyBaseLogger;
  /** Delay before the first retry; each next one doubles it (default 30 s). */
  backoffBaseMs?: number;
  /** Longest delay between two attempts (default 1 h). */
  backoffMaxMs?: number;
  /** Attempts before a push is given up (default 8). */
  maxAttempts?: number;
  /** How often the worker looks for due pushes when nothing wakes it (default 5 s). */
  pollMs?: number;
  /** Pushes claimed at once (default 50). */
  batchSize?: number;
  /** How long a claim holds: a worker that died mid-batch frees its pushes after it (default 2 min). */
  claimMs?: number;
}

export interface PushRunResult {
  sent: number;
  retried: number;
  /** Given up after the last attempt, or refused (not a subscription, not an acceptable endpoint). */
  dropped: number;
  /** Subscriptions the push service answered 404/410 for, deleted. */
  gone: number;
}

/** The delay before attempt `attempts + 1`: base · 2^(attempts − 1), at most `max`. */
export const backoffDelay = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Queues `payload` for every web subscription of the accounts `accountIds` selects (a subquery
 * answering one `account_id` column, or a list of ids), inside the caller's transaction. Answers how
 * many pushes were queued. The queue's worker delivers them (at once when woken, else on its next
 * poll).
 */
export async function enqueuePushes(
  executor: Db | Tx,
  accountIds: SQL | string[],
  payload: PushPayload,
): Promise<number> {
  if (Array.isArray(accountIds) && !accountIds.length) return 0;
  const accounts = Array.isArray(accountIds)
    ? sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : accountIds;
  const res = await executor.execute(sql`
    insert into ${pushJobs} (id, push_token_id, payload)
    select substr(md5(random()::text || clock_timestamp()::text || t.id), 1, 24), t.id, ${JSON.stringify(payload)}
    from ${pushTokens} t
    where t.device_type = ${DeviceType.WEB} and t.account_id in (${accounts})`);
  const counted = res as { rowCount?: number | null; affectedRows?: number };
  return Number(counted.rowCount ?? counted.affectedRows ?? 0);
}

/**
 * The durable Web Push queue (table `push_jobs`): `enqueue` writes one row per web subscription of
 * the recipients, inside the caller's transaction (so a send and its pushes commit together and
 * the caller answers at once); the worker delivers them in the background through `PushSender`,
 * retries a failure with exponential backoff, deletes a subscription the push service reports gone
 * (404/410, its pending pushes go with it), and gives up after `maxAttempts`. Rows survive a
 * restart; several API instances may run workers (claims use `FOR UPDATE SKIP LOCKED`).
 */
export function createPushQueue(opts: PushQueueOptions) {
  const base = opts.backoffBaseMs ?? 30_000;
  const max = opts.backoffMaxMs ?? 3_600_000;
  const maxAttempts = opts.maxAttempts ?? 8;
  const pollMs = opts.pollMs ?? 5_000;
  const batchSize = opts.batchSize ?? 50;
  const claimMs = opts.claimMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const enqueue = enqueuePushes;

  /** Claims the due pushes and delivers them once; what the worker runs on each tick. */
  async function runOnce(): Promise<PushRunResult> {
    const result: PushRunResult = { sent: 0, retried: 0, dropped: 0, gone: 0 };
    const claimed = await opts.db.execute<{
      id: string;
      push_token_id: string;
      payload: string;
      attempts: number;
    }>(sql`
      update ${pushJobs} set locked_until = now() + ${`${claimMs} milliseconds`}::interval,
        attempts = attempts + 1
      where id in (
        select id from ${pushJobs}
        where next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at limit ${batchSize}
        for update skip locked)
      returning id, push_token_id, payload, attempts`);
    const jobs = claimed.rows;
    if (!jobs.length) return result;
    const tokens = await opts.db
      .select({ id: pushTokens.id, deviceToken: pushTokens.deviceToken })
      .from(pushTokens)
      .where(
        inArray(
          pushTokens.id,
          jobs.map((j) => j.push_token_id),
        ),
      );
    const tokenOf = new Map(tokens.map((t) => [t.id, t.deviceToken]));

    const deliver = async (job: (typeof jobs)[number]) => {
      const deviceToken = tokenOf.get(job.push_token_id);
      if (deviceToken === undefined) return; // the subscription went meanwhile; its row went with it
      let payload: PushPayload;
      try {
        payload = JSON.parse(job.payload) as PushPayload;
      } catch {
        payload = { title: '', body: '' };
      }
      const outcome = await opts.push.sendOne(deviceToken, payload);
      if (outcome.outcome === 'sent') {
        result.sent++;
        await opts.db.delete(pushJobs).where(eq(pushJobs.id, job.id));
      } else if (outcome.outcome === 'gone') {
        result.gone++;
        await opts.db.delete(pushTokens).where(eq(pushTokens.id, job.push_token_id));
      } else if (outcome.outcome === 'refused' || job.attempts >= maxAttempts) {
        result.dropped++;
        opts.log.warn(
          { pushJob: job.id, attempts: job.attempts, reason: outcome.reason },
          'web push given up',
        );
        await opts.db.delete(pushJobs).where(eq(pushJobs.id, job.id));
      } else {
        result.retried++;
        const delay = backoffDelay(job.attempts, base, max);
        await opts.db
          .update(pushJobs)
          .set({
            lockedUntil: null,
            lastError: outcome.reason.slice(0, 500),
            nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
          })
          .where(eq(pushJobs.id, job.id));
      }
    };
    // A few at a time: one slow push service holds up its batch by one time-out at most.
    for (let i = 0; i < jobs.length; i += 10) {
      await Promise.all(jobs.slice(i, i + 10).map(deliver));
    }
    return result;
  }

  /** Runs batches until none is due, then waits `pollMs` (or a `wake`). */
  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    if (stopped || running) return;
    running = runOnce()
      .then((r) => r.sent + r.retried + r.dropped + r.gone === batchSize)
      .catch((err: unknown) => {
        opts.log.error({ err }, 'push queue: a batch failed');
        return false;
      })
      .then((more) => {
        running = undefined;
        schedule(more ? 0 : pollMs);
      });
  }

  return {
    enqueue,
    runOnce,
    /** Starts the background worker (idempotent). */
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Asks the worker to look now (after an enqueue has committed). */
    wake() {
      if (!stopped && !running) schedule(0);
    },
    /** Stops the worker after the batch under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
