import { z } from 'zod';
import { listAnswer, pagingShape } from './common';
import { roleLabels, type Role } from './enums';

/**
 * A record's history (issue 29): the entries of the server's change log for one record, newest
 * first, in the same shape for every domain. A domain's contract adds its path and reads `action`,
 * `fromStatus`, `toStatus` and `details` in its own vocabulary (docs/decisions/server.md, "The
 * change log").
 */

/**
 * The change log's kind for shops, and what a shop's history entry records. Shared, not in the shops
 * contract: the buildings domain writes the decisions about a shop in one of its buildings (approve,
 * remove: spec 000 section 7, one implementation there) and the shops domain reads them.
 * - `status`: the shop's status, `fromStatus` → `toStatus` (ShopStatus values);
 * - `buildingApprove` / `buildingRemove`: the shop approved into a building or removed from it,
 *   `details` {building (name), wasActive (a removal of an active link)}.
 */
export const SHOP_ENTITY = 'shop';
export const ShopChangeAction = {
  STATUS: 'status',
  BUILDING_APPROVE: 'buildingApprove',
  BUILDING_REMOVE: 'buildingRemove',
} as const;
export type ShopChangeAction = (typeof ShopChangeAction)[keyof typeof ShopChangeAction];

/** Entries per page of a history (the query's default). */
export const HISTORY_PAGE_SIZE = 20;

/** `?page&quantity` of a history. */
export const historyQuerySchema = z.object(pagingShape(HISTORY_PAGE_SIZE));
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** Who made a change: their name and role when they made it; null for the system. */
export const historyAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.number().int().nullable(),
});
export type HistoryAuthor = z.infer<typeof historyAuthorSchema>;

/** One change of a record. */
export const historyEntrySchema = z.object({
  /** The change log's id (a decimal string: it may exceed 2^53 one day). */
  _id: z.string(),
  /** What was done, in the domain's vocabulary ('status', 'note'…). */
  action: z.string(),
  /** ISO time. */
  at: z.string(),
  author: historyAuthorSchema.nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  /** The reason or note given with the change; '' when none. */
  reason: z.string(),
  details: z.looseObject({}),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `{data, total}`: one page of a record's history, newest first. */
export const historyAnswerSchema = listAnswer(historyEntrySchema);
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** How a history names its author: 'Nguyễn Quản Trị (Quản trị cấp cao)'; 'Hệ thống' for none. */
export const historyAuthorLabel = (author: HistoryAuthor | null): string => {
  if (!author) return 'Hệ thống';
  const role = author.role === null ? undefined : roleLabels[author.role as Role];
  const name = author.name || 'Không xác định';
  return role ? `${name} (${role})` : name;
};
