import { Agent } from 'node:https';
import webpush from 'web-push';
import { and, eq, inArray } from 'drizzle-orm';
import { pushTokens, type Db } from '@app/server-db';
import { DeviceType } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { checkPushEndpoint, publicOnlyLookup, testHostsLookup } from './push-endpoint';

export interface PushPayload {
  title: string;
  body: string;
  url?: string;
}

export interface PushSender {
  /**
   * Sends a Web Push to every web subscription of the accounts, each with a time-out; resolves
   * when every push has been answered, refused or timed out, with how many were delivered.
   */
  sendToAccounts(accountIds: string[], payload: PushPayload): Promise<number>;
  /** How many web subscriptions the accounts have (what a caller may be told). */
  countSubscriptions(accountIds: string[]): Promise<number>;
  /**
   * One push to one saved subscription (a push_tokens device token), for the durable queue:
   * 'sent'; 'gone' when the push service answered 404/410 (the caller deletes the subscription);
   * 'refused' when the token or its endpoint is not acceptable (never retried); 'failed' otherwise
   * (worth a retry), with the reason.
   */
  sendOne(deviceToken: string, payload: PushPayload): Promise<PushOutcome>;
}

export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'failed'; reason: string };

/**
 * Tests only: lets pushes to the named test hosts reach a local fake push service. Never set in
 * production (apps/api refuses it there).
 */
export interface TestPushService {
  /**
   * Host name → IP address, used instead of DNS for these names only (their pushes may then reach
   * this machine); every other endpoint keeps the public-only rule.
   */
  hosts?: Record<string, string>;
  /** A PEM CA certificate to trust besides the system's (the fake service's). */
  tlsCa?: string;
}

/** The VAPID details the pushes are signed with. */
export interface PushVapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** How long one push may take, connection included. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push with VAPID (the `web-push` library). Only public https endpoints are called: the
 * endpoint is checked again before each push, and the connection's DNS lookup refuses private
 * addresses (except the named hosts of the tests' `testPushService`). Every push has a time-out.
 * Subscriptions that the push service reports gone (404/410) are deleted.
 */
export function createPushSender(opts: {
  db: Db;
  vapid: PushVapidDetails;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Tests only: lets a push reach this machine (to show the time-out against a silent server). */
  allowPrivateEndpoints?: boolean;
  /** Tests only: a CA to trust besides the system's (a local fake push service over https). */
  tlsCa?: string;
  /** Tests only (`ServerConfig.testPushService`): named test hosts and their CA. */
  testPushService?: TestPushService;
}): PushSender {
  const details = {
    subject: opts.vapid.subject,
    publicKey: opts.vapid.publicKey,
    privateKey: opts.vapid.privateKey,
  };
  const timeout = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  const testHosts = opts.testPushService?.hosts;
  const tlsCa = opts.tlsCa ?? opts.testPushService?.tlsCa;
  const lookup = testHosts ? testHostsLookup(testHosts, publicOnlyLookup) : publicOnlyLookup;
  const agent = new Agent({
    keepAlive: false,
    ...(opts.allowPrivateEndpoints ? {} : { lookup }),
    ...(tlsCa ? { ca: tlsCa } : {}),
  });

  const webRows = (accountIds: string[]) =>
    opts.db
      .select()
      .from(pushTokens)
      .where(
        and(inArray(pushTokens.accountId, accountIds), eq(pushTokens.deviceType, DeviceType.WEB)),
      );

  /** One push, bounded by the time-out even if the socket's own idle time-out never fires. */
  async function push(subscription: webpush.PushSubscription, body: string) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('push timed out')), timeout + 1000);
    });
    try {
      await Promise.race([
        webpush.sendNotification(subscription, body, {
          vapidDetails: details,
          TTL: 3600,
          timeout,
          agent,
        }),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendOne(deviceToken: string, payload: PushPayload): Promise<PushOutcome> {
    let subscription: webpush.PushSubscription;
    try {
      subscription = JSON.parse(deviceToken) as webpush.PushSubscription;
    } catch {
      return { outcome: 'refused', reason: 'not a push subscription' };
    }
    if (!subscription || typeof subscription.endpoint !== 'string') {
      return { outcome: 'refused', reason: 'not a push subscription' };
    }
    if (!opts.allowPrivateEndpoints) {
      const check = await checkPushEndpoint(String(subscription.endpoint));
      if (!check.ok) return { outcome: 'refused', reason: check.reason };
    }
    try {
      await push(subscription, JSON.stringify(payload));
      return { outcome: 'sent' };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return { outcome: 'gone' };
      return {
        outcome: 'failed',
        reason: status ? `push service answered ${status}` : String((err as Error).message ?? err),
      };
    }
  }

  return {
    async countSubscriptions(accountIds) {
      if (!accountIds.length) return 0;
      return (await webRows(accountIds)).length;
    },

    sendOne,

    async sendToAccounts(accountIds, payload) {
      if (!accountIds.length) return 0;
      const rows = await webRows(accountIds);
      const sendRow = async (row: (typeof rows)[number]) => {
        const result = await sendOne(row.deviceToken, payload);
        if (result.outcome === 'gone') {
          await opts.db.delete(pushTokens).where(eq(pushTokens.id, row.id));
        } else if (result.outcome !== 'sent') {
          opts.log.warn({ accountId: row.accountId, reason: result.reason }, 'web push failed');
        }
        return result.outcome === 'sent';
      };
      let sent = 0;
      // A few at a time: a slow push service delays the others by one time-out at most per batch.
      for (let i = 0; i < rows.length; i += 10) {
        const results = await Promise.all(rows.slice(i, i + 10).map(sendRow));
        sent += results.filter(Boolean).length;
      }
      return sent;
    },
  };
}
