import { Agent } from 'node:https';
import webpush from 'web-push';
import { and, eq, inArray } from 'drizzle-orm';
import { pushTokens, type Db } from '@app/server-db';
import { DeviceType } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { checkPushEndpoint, publicOnlyLookup } from './push-endpoint';

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
}

/** How long one push may take, connection included. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push with VAPID (the `web-push` library). Only public https endpoints are called: the
 * endpoint is checked again before each push, and the connection's DNS lookup refuses private
 * addresses. Every push has a time-out. Subscriptions that the push service reports gone (404/410)
 * are deleted.
 */
export function createPushSender(opts: {
  db: Db;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Tests only: lets a push reach this machine (to show the time-out against a silent server). */
  allowPrivateEndpoints?: boolean;
}): PushSender {
  const details = {
    subject: opts.vapid.subject,
    publicKey: opts.vapid.publicKey,
    privateKey: opts.vapid.privateKey,
  };
  const timeout = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  const agent = new Agent({
    keepAlive: false,
    ...(opts.allowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
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

  return {
    async countSubscriptions(accountIds) {
      if (!accountIds.length) return 0;
      return (await webRows(accountIds)).length;
    },

    async sendToAccounts(accountIds, payload) {
      if (!accountIds.length) return 0;
      const rows = await webRows(accountIds);
      const sendOne = async (row: (typeof rows)[number]) => {
        let subscription: webpush.PushSubscription;
        try {
          subscription = JSON.parse(row.deviceToken) as webpush.PushSubscription;
        } catch {
          return false;
        }
        if (!opts.allowPrivateEndpoints) {
          const check = await checkPushEndpoint(String(subscription.endpoint));
          if (!check.ok) {
            opts.log.warn({ accountId: row.accountId, reason: check.reason }, 'push refused');
            return false;
          }
        }
        try {
          await push(subscription, JSON.stringify(payload));
          return true;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await opts.db.delete(pushTokens).where(eq(pushTokens.id, row.id));
          } else {
            opts.log.warn({ err, endpoint: subscription.endpoint }, 'web push failed');
          }
          return false;
        }
      };
      let sent = 0;
      // A few at a time: a slow push service delays the others by one time-out at most per batch.
      for (let i = 0; i < rows.length; i += 10) {
        const results = await Promise.all(rows.slice(i, i + 10).map(sendOne));
        sent += results.filter(Boolean).length;
      }
      return sent;
    },
  };
}
