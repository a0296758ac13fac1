import { sql, type SQL } from 'drizzle-orm';
import {
  notificationRecipients,
  notificationTargets,
  notifications,
  type Tx,
} from '@app/server-db';
import { enqueuePushes } from './push-queue';

/**
 * The send type of a notification addressed to one account (a feedback reply to its author, issue
 * 29): not a broadcast of the notification list (building, floor, apartment, shop) nor a staff
 * notice ('staff'). The notification list leaves these out, as it leaves out the staff notices; the
 * record the notification answers shows them (the feedback's history).
 */
export const DIRECT_SEND_TYPE = 'account';

/** The notification types and apps the fan-out writes (the notifications contract's values). */
export const NoticeType = { ADMIN: 1 } as const;
export const NoticeApp = { RESIDENT: 1 } as const;

/** What {@link fanOutNotification} writes. */
export interface NotificationFanOutInput {
  title: string;
  /** Sanitised HTML (the inbox and the apps show it as is). */
  content: string;
  /** The push's body: plain text, short. */
  pushBody: string;
  /** NotificationType. */
  type: number;
  /** DisplayOn apps. */
  displayOn: number[];
  sendType: string;
  /** The targets as chosen (building, floor, apartment, shop or account ids). */
  targetIds: string[];
  /** The recipients: a subquery answering one `id` column, or their account ids. */
  recipients: SQL | string[];
  creatorId: string;
  url?: string | null;
}

/**
 * The notification domain's fan-out (spec 000 §7 Notifications), shared since a second domain sends
 * through it (the feedback reply, issue 29): in the caller's transaction, the notification, its
 * targets, one inbox row (`notification_recipients`) per recipient and one queued Web Push per web
 * subscription of theirs. Answers the notification's id, the exact recipient count and how many
 * pushes were queued (the caller may then wake the push worker; otherwise it finds them on its next
 * poll; `enqueue` is the queue's own, or a stand-in in a test). Taking a `Tx` keeps the writes inside the change that causes them.
 */
export async function fanOutNotification(
  tx: Tx,
  input: NotificationFanOutInput,
  enqueue: typeof enqueuePushes = enqueuePushes,
): Promise<{ id: string; recipientCount: number; queued: number }> {
  const [row] = await tx
    .insert(notifications)
    .values({
      title: input.title,
      content: input.content,
      type: input.type,
      displayOn: input.displayOn,
      sendType: input.sendType,
      creatorId: input.creatorId,
      url: input.url ?? null,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  if (input.targetIds.length)
    await tx
      .insert(notificationTargets)
      .values(input.targetIds.map((targetId) => ({ notificationId: id, targetId })));
  const recipients = Array.isArray(input.recipients)
    ? sql`select distinct unnest(${sql.param(input.recipients)}::char(24)[]) as id`
    : input.recipients;
  const inserted = await tx.execute(sql`
    insert into ${notificationRecipients} (notification_id, account_id)
    select ${id}, r.id from (${recipients}) r`);
  const counted = inserted as { rowCount?: number | null; affectedRows?: number };
  const recipientCount = Number(counted.rowCount ?? counted.affectedRows ?? 0);
  const queued = await enqueue(
    tx,
    sql`select account_id from ${notificationRecipients} where notification_id = ${id}`,
    { title: input.title, body: input.pushBody },
  );
  return { id, recipientCount, queued };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A notification's HTML content from plain text: escaped, a paragraph, its line breaks kept (as the
 * staff notices of migration 0011 write theirs).
 */
export const plainTextContent = (text: string): string =>
  `<p>${text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!).replace(/\r?\n/g, '<br>')}</p>`;
