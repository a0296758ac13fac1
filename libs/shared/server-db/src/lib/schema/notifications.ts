import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn } from './columns';

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
    /** SendType: 'building' | 'floor' | 'apartment' | 'shop'. */
    sendType: text('send_type').notNull(),
    creatorId: refColumn('creator_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_creator_id_created_at_idx').on(
      t.creatorId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('notifications_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
  ],
);

/** The ids (of buildings, floors, apartments or shops, per send_type) a notification targets. */
export const notificationTargets = pgTable(
  'notification_targets',
  {
    notificationId: refColumn('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    targetId: refColumn('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.targetId] }),
    index('notification_targets_target_id_idx').on(t.targetId),
  ],
);
