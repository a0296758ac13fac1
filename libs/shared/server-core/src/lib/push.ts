import webpush from 'web-push';
import { and, eq, inArray } from 'drizzle-orm';
import { pushTokens, type Db } from '@app/server-db';
import { DeviceType } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';

export interface PushPayload {
  title: string;
  body: string;
  url?: string;
}

export interface PushSender {
  /** Sends a Web Push to every web subscription of the accounts; returns how many were delivered. */
  sendToAccounts(accountIds: string[], payload: PushPayload): Promise<number>;
}

/**
 * Web Push with VAPID (the `web-push` library). Subscriptions that the push service reports gone
 * (404/410) are deleted.
 */
export function createPushSender(opts: {
  db: Db;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: FastifyBaseLogger;
}): PushSender {
  const details = {
    subject: opts.vapid.subject,
    publicKey: opts.vapid.publicKey,
    privateKey: opts.vapid.privateKey,
  };
  return {
    async sendToAccounts(accountIds, payload) {
      if (!accountIds.length) return 0;
      const rows = await opts.db
        .select()
        .from(pushTokens)
        .where(
          and(inArray(pushTokens.accountId, accountIds), eq(pushTokens.deviceType, DeviceType.WEB)),
        );
      let sent = 0;
      for (const row of rows) {
        let subscription: webpush.PushSubscription;
        try {
          subscription = JSON.parse(row.deviceToken) as webpush.PushSubscription;
        } catch {
          continue;
        }
        try {
          await webpush.sendNotification(subscription, JSON.stringify(payload), {
            vapidDetails: details,
            TTL: 3600,
          });
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await opts.db.delete(pushTokens).where(eq(pushTokens.id, row.id));
          } else {
            opts.log.warn({ err, endpoint: subscription.endpoint }, 'web push failed');
          }
        }
      }
      return sent;
    },
  };
}
