import { z } from 'zod';
import { objectIdSchema } from './common';

/**
 * Bulk actions of the lists (issue 27, item 3): one call acts on many rows, each row in its own
 * transaction with the single-row rules, and the answer reports every row as done or refused with
 * the server's reason. `POST <list path>/bulk/<action>` with `{ ids, ...the action's input }`.
 */
export const BULK_MAX = 500;

export const bulkMessages = {
  idsRequired: 'Vui lòng chọn ít nhất một bản ghi',
  tooMany: `Chỉ thao tác tối đa ${BULK_MAX} bản ghi một lần`,
  duplicateIds: 'Danh sách bản ghi bị trùng',
  /** The answer's summary: 'Đã xử lý 3/5 bản ghi'. */
  summary: (done: number, total: number) => `Đã xử lý ${done}/${total} bản ghi`,
} as const;

/** The rows a bulk action acts on: 1–{@link BULK_MAX} distinct ids. */
export const bulkIdsSchema = z
  .array(objectIdSchema, { error: bulkMessages.idsRequired })
  .min(1, bulkMessages.idsRequired)
  .max(BULK_MAX, bulkMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, bulkMessages.duplicateIds);

/** The body of a bulk action: its ids and the action's own input (a reason, a status). */
export const bulkInputSchema = <Shape extends z.ZodRawShape>(shape: Shape = {} as Shape) =>
  z.object({ ids: bulkIdsSchema, ...shape });

/** One row's outcome: done, or refused with the HTTP status and message the single-row call gives. */
export const bulkRowResultSchema = z.union([
  z.object({ id: z.string(), ok: z.literal(true) }),
  z.object({ id: z.string(), ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

/** The answer of a bulk action: every asked row, in the order asked, and the counts. */
export const bulkAnswerSchema = z.object({
  data: z.array(bulkRowResultSchema),
  done: z.number().int(),
  refused: z.number().int(),
  message: z.string(),
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;

/** The bulk path of a list path and an action: `/admin/balance` → `/admin/balance/bulk/approve`. */
export const bulkPath = <const P extends string, const A extends string>(listPath: P, action: A) =>
  `${listPath}/bulk/${action}` as const;
