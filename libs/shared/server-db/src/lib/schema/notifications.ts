import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, pushTokens } from './accounts';
import {
  createdAt,
  idColumn,
  newestFirst,
  parentRef,
  refColumn,
  searchIndex,
  timestamptz,
} from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    title: text('title').notNull(),
    /** HTML. */
    content: text('content').notNull().default(''),
    /** NotificationType 0..4. */
    type: smallint('type').notNull().default(1),
    /** DisplayOn apps (1 resident, 2 shop). */
    displayOn: smallint('display_on').array().notNull().default([]),
    /**
     * SendType: 'building' | 'floor' | 'apartment' | 'shop'; 'staff' for the notices the database
     * writes to the staff who may act on a new pending account, transaction or feedback.
     */
    sendType: text('send_type').notNull(),
    /** Where opening the notification leads in the console (staff notices), or null. */
    url: text('url'),
    /**
     * The event a staff notice is about ('transaction:<id>', 'feedback:<id>',
     * 'account:<id>:<apartment id>'): at most one notice per event. Null for sent notifications.
     */
    source: text('source'),
    creatorId: refColumn('creator_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(...newestFirst(t)),
    index('notifications_creator_id_created_at_idx').on(
      t.creatorId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('notifications_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    searchIndex('notifications_title_search_idx', t.title),
    uniqueIndex('notifications_source_unique')
      .on(t.source)
      .where(sql`${t.source} IS NOT NULL`),
  ],
);

/** The ids (of buildings, floors, apartments or shops, per send_type) a notification targets. */
export const notificationTargets = pgTable(
  'notification_targets',
  {
    notificationId: parentRef('notification_id', () => notifications.id),
    targetId: refColumn('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.targetId] }),
    index('notification_targets_target_id_idx').on(t.targetId),
  ],
);

/**
 * The inbox: one row per recipient of a notification, written in the same transaction as the
 * notification (so its count is exact). `read_at` null = unread.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: parentRef('notification_id', () => notifications.id),
    accountId: parentRef('account_id', () => accounts.id),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.accountId] }),
    index('notification_recipients_account_id_read_at_idx').on(t.accountId, t.readAt),
    index('notification_recipients_account_id_created_at_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.notificationId.desc().nullsFirst(),
    ),
  ],
);

/**
 * The durable Web Push queue: one row per (push subscription, message) still to deliver. A worker
 * claims due rows (`next_attempt_at` passed, not locked), deletes a row once delivered or once its
 * subscription is gone, and otherwise pushes `next_attempt_at` back (exponential backoff) until
 * the attempts run out. Rows survive a restart; a claim left by a crashed worker expires.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: idColumn(),
    pushTokenId: parentRef('push_token_id', () => pushTokens.id),
    /** JSON of the PushPayload. */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('push_jobs_next_attempt_at_idx').on(t.nextAttemptAt)],
);
