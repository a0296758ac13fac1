import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  exists,
  isNotNull,
  isNull,
  notInArray,
  sql,
} from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  type CreateNotificationBody,
  type CreatorSearchFilter,
  type NotificationCreatorRow,
  NotificationType,
  type SendType,
  displayOnForSendType,
  type InboxEntry,
  type InboxFilter,
  STAFF_SEND_TYPE,
  type ListNotificationsFilter,
  type Notification,
  type NotificationDetailAnswer,
  notificationsMessages,
} from '@app/notifications-contract';
import {
  accounts,
  notificationRecipients,
  notificationTargets,
  notifications,
  type Db,
} from '@app/server-db';
import {
  type BuildingScope,
  DIRECT_SEND_TYPE,
  fanOutNotification,
  found,
  fullCount,
  listSort,
  mapBatches,
  missing,
  pageWindow,
  type Page,
  type PushQueue,
  refused,
  type Result,
  selectBatches,
  textSearch,
} from '@app/server-core';
import { existingTargets, recipientsQuery, targetNames } from './notification-targets';

type NotificationDetail = NotificationDetailAnswer['data'];
import { hasContent, sanitizeContent, type SanitizeOptions } from './sanitize-content';

const m = notificationsMessages;

/** The push's body: the content as plain text, shortened. */
const pushBody = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * Not in the notification list: the staff notices the database writes (inbox entries, not
 * notifications sent by staff) and the notifications sent to one account (a feedback reply, shown in
 * the feedback's history).
 */
const listedAside = [STAFF_SEND_TYPE, DIRECT_SEND_TYPE];

/** The WHERE of the notification list: title text, creator, type, where shown. */
const notificationListWhere = (
  filter: Omit<ListNotificationsFilter, 'page' | 'quantity'> & { byId?: string },
) =>
  and(
    notInArray(notifications.sendType, listedAside),
    filter.byId ? eq(notifications.id, filter.byId) : undefined,
    textSearch(filter.text, notifications.title),
    filter.user ? eq(notifications.creatorId, filter.user) : undefined,
    filter.type !== undefined ? eq(notifications.type, filter.type) : undefined,
    filter.displayOn?.length ? arrayOverlaps(notifications.displayOn, filter.displayOn) : undefined,
  );

/** The notification list's select, the list's and the export's: each row's creator, targets and recipient count. */
const listSelect = (db: Db) =>
  db
    .select({
      n: notifications,
      creatorName: accounts.name,
      creatorEmail: accounts.email,
      creatorAvatar: accounts.avatar,
      listIds: sql<
        string[]
      >`coalesce((select array_agg(t.target_id order by t.target_id) from ${notificationTargets} t where t.notification_id = ${notifications.id}), '{}')`,
      recipientCount: sql<number>`(select count(*) from ${notificationRecipients} r where r.notification_id = ${notifications.id})::int`,
    })
    .from(notifications)
    .leftJoin(accounts, eq(accounts.id, notifications.creatorId));

const toNotification = (r: Awaited<ReturnType<typeof listSelect>>[number]): Notification => ({
  _id: r.n.id,
  title: r.n.title,
  type: r.n.type,
  displayOn: r.n.displayOn,
  sendType: r.n.sendType,
  listIds: (r.listIds ?? []).map((id) => id.trim()),
  recipientCount: Number(r.recipientCount),
  createdAt: r.n.createdAt.toISOString(),
  creater:
    r.creatorName === null
      ? null
      : {
          _id: r.n.creatorId,
          name: r.creatorName,
          email: r.creatorEmail ?? '',
          avatar: r.creatorAvatar ?? '',
        },
});

/**
 * The queries of the notifications domain. No HTTP here: a method answers its value, or a refusal
 * (an unknown target, empty content) that the route turns into a status.
 */
/**
 * The list's sort: by date, either way, then by id (`notifications_created_at_idx`); absent, newest
 * first. The list's rows hold the notification as `n`.
 */
const notificationSort = listSort<{ n: { createdAt: Date; id: string } }>()(
  { createdAt: [notifications.createdAt, (r) => r.n.createdAt] },
  [notifications.id, (r) => r.n.id],
  {
    columns: [notifications.createdAt, notifications.id],
    direction: 'desc',
    of: (r) => [r.n.createdAt, r.n.id],
  },
);

export function createNotificationsRepository(
  db: Db,
  deps: { queue: Pick<PushQueue, 'enqueue'>; sanitize?: SanitizeOptions },
) {
  /** A refusal naming the targets that do not exist or are out of scope, or undefined. */
  async function checkTargets(
    executor: Parameters<typeof existingTargets>[0],
    sendType: SendType,
    ids: string[],
    scope: BuildingScope,
  ) {
    const existing = await existingTargets(executor, sendType, ids, scope);
    const missingIds = ids.filter((id) => !existing.has(id));
    return missingIds.length
      ? refused('invalid', m.targetMissing(sendType, missingIds))
      : undefined;
  }

  return {
    /** One page, newest first or by its sort (then by id), with the exact total and each row's recipient count. */
    async list(filter: ListNotificationsFilter & { byId?: string }): Promise<Page<Notification>> {
      const where = notificationListWhere(filter);
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        listSelect(db)
          .where(where)
          .orderBy(...notificationSort.order(filter.sort))
          .limit(limit)
          .offset(offset),
        fullCount(db, notifications, where),
      ]);
      return { rows: rows.map(toNotification), total, exact: true };
    },

    /** Every notification the list's filters select, in the list's order, a batch at a time. */
    exportRows(filter: Omit<ListNotificationsFilter, 'page' | 'quantity'>) {
      return mapBatches(
        selectBatches(
          () => listSelect(db).$dynamic(),
          notificationListWhere(filter),
          notificationSort.keyset(filter.sort),
          500,
        ),
        toNotification,
      );
    },

    /**
     * The accounts that created a notification of the list (the staff who send them; the staff
     * notices the database writes are not counted): the list's creator filter matches exactly these.
     * By name, searched by name, email and phone (audit item 12).
     */
    async creators(filter: CreatorSearchFilter): Promise<Page<NotificationCreatorRow>> {
      const where = and(
        exists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.creatorId, accounts.id),
                notInArray(notifications.sendType, listedAside),
              ),
            ),
        ),
        textSearch(filter.text, accounts.name, accounts.email, accounts.phone),
      );
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        db
          .select({
            _id: accounts.id,
            name: accounts.name,
            email: accounts.email,
            phone: accounts.phone,
            role: accounts.role,
          })
          .from(accounts)
          .where(where)
          .orderBy(accounts.name, accounts.id)
          .limit(limit)
          .offset(offset),
        fullCount(db, accounts, where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, email: r.email ?? '', phone: r.phone ?? '' })),
        total,
        exact: true,
      };
    },

    /** How many accounts a send to these targets would reach now (the modal's live count). */
    async recipientCount(
      sendType: SendType,
      ids: string[],
      scope: BuildingScope,
    ): Promise<Result<number>> {
      const refusal = await checkTargets(db, sendType, ids, scope);
      if (refusal) return refusal;
      const sub = recipientsQuery(db, sendType, ids).as('r');
      const [row] = await db.select({ n: count() }).from(sub);
      return found(Number(row?.n ?? 0));
    },

    /**
     * Sends: sanitises the content, then in one transaction checks the targets, writes the
     * notification, its targets, one inbox row per recipient and one queued push per web
     * subscription of the recipients. Answers the id and the exact recipient count.
     */
    async create(
      input: CreateNotificationBody,
      creatorId: string,
      scope: BuildingScope,
    ): Promise<Result<{ _id: string; recipientCount: number; queued: number }>> {
      const content = sanitizeContent(input.notificationData.content, deps.sanitize);
      if (!hasContent(content)) return refused('invalid', m.contentRequired);
      const { title } = input.notificationData;
      const { sendType, listIds } = input;
      return db.transaction(async (tx) => {
        const refusal = await checkTargets(tx, sendType, listIds, scope);
        if (refusal) return refusal;
        const { id, recipientCount, queued } = await fanOutNotification(
          tx,
          {
            title,
            content,
            pushBody: pushBody(content),
            type: NotificationType.ADMIN,
            displayOn: displayOnForSendType[sendType],
            sendType,
            targetIds: listIds,
            recipients: recipientsQuery(tx, sendType, listIds).getSQL(),
            creatorId,
          },
          deps.queue.enqueue,
        );
        return found({ _id: id, recipientCount, queued });
      });
    },

    /** One notification with its content. */
    /** One notification as sent: its row, content, targets by name and how many have read it. */
    async get(id: string): Promise<Result<NotificationDetail>> {
      const [row] = await db
        .select({ content: notifications.content })
        .from(notifications)
        .where(eq(notifications.id, id));
      if (!row) return missing;
      const [page, [reads]] = await Promise.all([
        this.list({ page: 1, quantity: 1, byId: id } as ListNotificationsFilter & {
          byId: string;
        }),
        db
          .select({ n: count() })
          .from(notificationRecipients)
          .where(
            and(
              eq(notificationRecipients.notificationId, id),
              isNotNull(notificationRecipients.readAt),
            ),
          ),
      ]);
      const item = page.rows[0];
      if (!item) return missing;
      const targets = await targetNames(db, item.sendType, item.listIds);
      return found({ ...item, content: row.content, targets, readCount: Number(reads?.n ?? 0) });
    },

    async remove(id: string): Promise<Result<{ _id: string }>> {
      const [row] = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), notInArray(notifications.sendType, listedAside)))
        .returning({ id: notifications.id });
      return row ? found({ _id: row.id }) : missing;
    },

    /** The account's inbox entries not read yet. */
    async unreadCount(accountId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notificationRecipients)
        .where(
          and(
            eq(notificationRecipients.accountId, accountId),
            isNull(notificationRecipients.readAt),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** A page of the account's inbox, newest first, with its total and unread count. */
    async inbox(
      accountId: string,
      filter: InboxFilter,
    ): Promise<{ rows: InboxEntry[]; total: number; unread: number }> {
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const mine = eq(notificationRecipients.accountId, accountId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            title: notifications.title,
            content: notifications.content,
            url: notifications.url,
            createdAt: notificationRecipients.createdAt,
            readAt: notificationRecipients.readAt,
          })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(mine)
          .orderBy(
            desc(notificationRecipients.createdAt),
            desc(notificationRecipients.notificationId),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${notificationRecipients.readAt} is null)`,
          })
          .from(notificationRecipients)
          .where(mine),
      ]);
      return {
        rows: rows.map((r) => ({
          _id: r.id.trim(),
          title: r.title,
          body: pushBody(r.content),
          url: r.url,
          createdAt: r.createdAt.toISOString(),
          readAt: r.readAt ? r.readAt.toISOString() : null,
        })),
        total: Number(totals?.total ?? 0),
        unread: Number(totals?.unread ?? 0),
      };
    },

    /**
     * Marks the account's entry of notification `id` read (an entry already read keeps its time).
     * Missing when the notification is not in this account's inbox.
     */
    async markRead(accountId: string, id: string): Promise<Result<{ updated: number }>> {
      const entry = and(
        eq(notificationRecipients.accountId, accountId),
        eq(notificationRecipients.notificationId, id),
      );
      const changed = await db
        .update(notificationRecipients)
        .set({ readAt: sql`now()` })
        .where(and(entry, isNull(notificationRecipients.readAt)))
        .returning({ id: notificationRecipients.notificationId });
      if (changed.length) return found({ updated: 1 });
      const [row] = await db.select({ n: count() }).from(notificationRecipients).where(entry);
      return Number(row?.n ?? 0) ? found({ updated: 0 }) : missing;
    },

    /** Marks every unread entry of the account's inbox read; answers how many changed. */
    async markAllRead(accountId: string): Promise<number> {
      const rows = await db
        .update(notificationRecipients)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notificationRecipients.accountId, accountId),
            isNull(notificationRecipients.readAt),
          ),
        )
        .returning({ id: notificationRecipients.notificationId });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
