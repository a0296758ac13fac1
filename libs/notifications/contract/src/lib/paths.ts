import { pathWithId } from '@app/contract';

/*
 * The notifications domain's paths and the inbox's page sizes: a module of its own, free of side
 * effects, so that the top bar's bell (on every page) loads these and not the domain's schemas
 * (issue 31; apps/console/vite.config.ts, `moduleSideEffects`).
 */

/**
 * The notifications domain's contract (spec 000 §2 Notification list / Send-notification modal, §3,
 * §4, §5, §7 Notifications): what the console and the server agree on. `:id` is filled by
 * `notificationPath`.
 */
export const notificationsPaths = {
  list: '/api/v1.1/admin/notification',
  create: '/api/v1.1/admin/notification',
  /** The spec does not show the delete path (docs/decisions.md). */
  detail: '/api/v1.1/admin/notification/:id',
  /** The send modal's live "Sẽ gửi tới N người nhận" (ours; the spec has no such call). */
  recipientCount: '/api/v1.1/admin/notification/recipient-count',
  /**
   * Floors and apartments to target, named with their building (ours: the send modal's floor and
   * apartment pickers until the buildings domain's pickers land).
   */
  targets: '/api/v1.1/admin/notification/targets',
  /**
   * The list's creator filter picker (ours; spec §2 "a user picker"): the accounts that created a
   * notification of the list, i.e. the staff who send them (audit item 12).
   */
  creators: '/api/v1.1/admin/notification/creators',
  /** The signed-in staff member's unread inbox entries (spec §7, path as written). */
  unreadCount: '/notification/count/unread',
  /**
   * The signed-in staff member's own inbox, newest first, paged (ours, in the style of the unread
   * count: the spec has no inbox call; docs/decisions.md).
   */
  inbox: '/notification/inbox',
  /** Marks one entry of the caller's inbox read (404 when it is not in their inbox). */
  read: '/notification/:id/read',
  /** Marks every entry of the caller's inbox read. */
  readAll: '/notification/read-all',
} as const;

/** The send type of the notices the database writes to the staff (new pending rows). */
export const STAFF_SEND_TYPE = 'staff';
/** Most inbox entries one page may hold (the top bar's menu shows 10). */
export const MAX_INBOX_PAGE = 50;
export const DEFAULT_INBOX_PAGE = 10;

/** Fills the `:id` of a notifications path. */
export const notificationPath = pathWithId;
