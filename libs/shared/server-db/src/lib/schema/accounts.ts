import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { apartments, buildings, floors } from './buildings';
import {
  createdAt,
  idColumn,
  linkTable,
  money,
  newestFirst,
  parentRef,
  refColumn,
  searchIndex,
  timestamptz,
  updatedAt,
} from './columns';

/**
 * Every person: staff, residents, merchants. The verify state is derived:
 * no apartment → 0 unknown, apartment && !verify → 1 pending, verify → 2 active.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    /** argon2id hash; null for accounts that cannot sign in with a password. */
    passwordHash: text('password_hash'),
    /**
     * The password was set by someone else (a new staff account, or a reset by the super admin):
     * the account must choose its own before anything else (audit finding 19).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Gender: '', 'male' or 'female'. */
    gender: text('gender').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    role: smallint('role').notNull(),
    verify: boolean('verify').notNull().default(false),
    apartmentId: refColumn('apartment_id').references(() => apartments.id, {
      onDelete: 'set null',
    }),
    floorId: refColumn('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    buildingId: refColumn('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    balance: money('balance').notNull().default(0),
    balancePending: money('balance_pending').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_created_at_idx').on(...newestFirst(t)),
    index('accounts_role_created_at_idx').on(t.role, t.createdAt.desc().nullsFirst()),
    index('accounts_building_id_created_at_idx').on(t.buildingId, t.createdAt.desc().nullsFirst()),
    index('accounts_floor_id_idx').on(t.floorId),
    index('accounts_apartment_id_idx').on(t.apartmentId),
    index('accounts_verify_created_at_idx').on(t.verify, t.createdAt.desc().nullsFirst()),
    // The overview's figures (migration 0022) counted from these instead of every account: the
    // pending residents per building; the verified residents, the apartments with one (by
    // apartment) and the purchasers among them (by id).
    index('accounts_pending_building_idx')
      .on(t.buildingId)
      .where(sql`not ${t.verify} and ${t.apartmentId} is not null`),
    index('accounts_verified_apartment_idx')
      .on(t.apartmentId, t.id)
      .where(sql`${t.verify}`),
    index('accounts_name_lower_idx').on(sql`lower(${t.name})`),
    index('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    searchIndex('accounts_name_search_idx', t.name),
    searchIndex('accounts_email_search_idx', t.email),
    searchIndex('accounts_phone_search_idx', t.phone),
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check('accounts_balance_pending_not_negative', sql`${t.balancePending} >= 0`),
  ],
);

/** The buildings an operator runs. */
export const accountBuildings = linkTable(
  'account_buildings',
  ['accountId', 'account_id', () => accounts.id],
  ['buildingId', 'building_id', () => buildings.id],
);

export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    accountId: parentRef('account_id', () => accounts.id),
    name: text('name').notNull().default(''),
    uid: text('uid').notNull().default(''),
    /** DeviceType: 'android' | 'ios' | 'web' | 'other'. */
    type: text('type').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [
    index('devices_account_id_created_at_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
  ],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: idColumn(),
    accountId: parentRef('account_id', () => accounts.id),
    deviceId: text('device_id').notNull(),
    deviceToken: text('device_token').notNull(),
    deviceType: text('device_type').notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('push_tokens_account_id_device_id_unique').on(t.accountId, t.deviceId)],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    accountId: parentRef('account_id', () => accounts.id),
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    /** ActivityLogType: 0 unknown, 1 activity, 2 email. */
    type: smallint('type').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_account_id_created_at_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);

/** One sign-in (a refresh-token family); revoking it logs the device out. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: idColumn(),
    accountId: parentRef('account_id', () => accounts.id),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_sessions_account_id_idx').on(t.accountId)],
);

/** Rotating refresh tokens; a reused (already used) token reveals theft and revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: parentRef('session_id', () => refreshSessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    /**
     * The pair this token was renewed into, encrypted with a key derived from this token (which
     * the database does not hold): a renewal racing the rotation within the grace window gets the
     * same pair instead of being taken for a theft.
     */
    successor: text('successor'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    accountId: parentRef('account_id', () => accounts.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_resets_account_id_idx').on(t.accountId)],
);

/**
 * Attempt counters of the sign-in (and sign-up) limiter, shared by every API instance: one row per
 * key (`login:<ip>|<identifier>`, `login:<ip>|*`, `signup:<ip>`), counted in a fixed window that
 * starts with the key's first attempt. Incremented atomically before the password is checked.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStart: timestamptz('window_start').notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_window_start_idx').on(t.windowStart)],
);
