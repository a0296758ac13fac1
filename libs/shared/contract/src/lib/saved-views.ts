import { z } from 'zod';
import { objectIdSchema, safeString } from './common';

/**
 * Saved views of the lists (issue 27, item 4): a person's named set of a list's filters (the
 * list URL's query without its page) and hidden columns, stored on the server per account, and
 * optionally shared with every account of the owner's role (docs/decisions/lists.md, "Saved views").
 */
export const savedViewsPaths = {
  list: '/api/v1.1/views',
  create: '/api/v1.1/views',
  detail: '/api/v1.1/views/:id',
} as const;

/** The detail path of one view: `/api/v1.1/views/<id>`. */
export const savedViewPath = (id: string) => savedViewsPaths.detail.replace(':id', id);

export const SAVED_VIEW_LIMITS = {
  name: 100,
  /** Characters of a view's query string. */
  query: 2000,
  hiddenColumns: 50,
  column: 100,
  listKey: 200,
} as const;

/**
 * The URL parameter that opens a saved view, `<list path>?view=<id>`. It is one only when it holds an
 * id: the orders list already has its own `view=stats|list` (table or per-shipper figures), which a
 * view keeps like any filter.
 */
export const VIEW_PARAM = 'view';
/** Whether a `view` parameter's value is a saved view's id (24 hex digits). */
export const isViewId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
/** A parameter a view never keeps: the page, and a `view` that opens another view. */
const excludedParam = ([name, value]: readonly [string, string]) =>
  name === 'page' || (name === VIEW_PARAM && isViewId(value));

export const savedViewsMessages = {
  listKeyInvalid: 'Danh sách của chế độ xem không hợp lệ',
  nameRequired: 'Vui lòng nhập tên chế độ xem',
  nameTooLong: `Tên chế độ xem tối đa ${SAVED_VIEW_LIMITS.name} ký tự`,
  queryInvalid: 'Bộ lọc của chế độ xem không hợp lệ',
  queryTooLong: `Bộ lọc của chế độ xem tối đa ${SAVED_VIEW_LIMITS.query} ký tự`,
  queryHasPage: 'Bộ lọc của chế độ xem không được chứa trang',
  columnsInvalid: 'Danh sách cột ẩn không hợp lệ',
  columnsTooMany: `Chỉ ẩn tối đa ${SAVED_VIEW_LIMITS.hiddenColumns} cột`,
  sharedInvalid: 'Giá trị chia sẻ không hợp lệ',
  nothingToChange: 'Không có thay đổi nào',
  duplicateName: 'Tên chế độ xem đã tồn tại',
  notFound: 'Không tìm thấy chế độ xem',
  created: 'Đã lưu chế độ xem',
  updated: 'Đã cập nhật chế độ xem',
  deleted: 'Đã xóa chế độ xem',
} as const;
const m = savedViewsMessages;

/**
 * The console route path of a list ('/dashboard/order'): '/dashboard' and one to three segments of
 * letters, digits, '-', '_' or ':' (a route parameter).
 */
const listKeyPattern = /^\/dashboard(?:\/[A-Za-z0-9_:-]{1,64}){1,3}$/;
export const listKeySchema = z
  .string({ error: m.listKeyInvalid })
  .max(SAVED_VIEW_LIMITS.listKey, { error: m.listKeyInvalid })
  .regex(listKeyPattern, { error: m.listKeyInvalid });

/** One `application/x-www-form-urlencoded` component decoded ('+' is a space); throws on a broken escape. */
const decodePart = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));

/**
 * A query string's parameters in order, read as browsers' `URLSearchParams` reads them, or `null`
 * when a '%' escape is broken (which `URLSearchParams` would silently keep as text). The contract
 * is platform-neutral, so it reads the query itself.
 */
export const queryParams = (query: string): [name: string, value: string][] | null => {
  const text = query.startsWith('?') ? query.slice(1) : query;
  const entries: [string, string][] = [];
  try {
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      entries.push(
        at < 0
          ? [decodePart(pair), '']
          : [decodePart(pair.slice(0, at)), decodePart(pair.slice(at + 1))],
      );
    }
  } catch {
    return null;
  }
  return entries;
};

const encodePart = (text: string) => encodeURIComponent(text);

/**
 * A list's filters as the query string of its URL, without '?': at most
 * {@link SAVED_VIEW_LIMITS.query} characters, readable as URL parameters (no broken '%' escape,
 * no space), and without `page` or a `view` id.
 */
export const viewQuerySchema = safeString({ error: m.queryInvalid })
  .max(SAVED_VIEW_LIMITS.query, { error: m.queryTooLong })
  .superRefine((value, ctx) => {
    const params = value.startsWith('?') || /\s/.test(value) ? null : queryParams(value);
    if (params === null) ctx.addIssue({ code: 'custom', message: m.queryInvalid });
    else if (params.some(([name]) => name === 'page'))
      ctx.addIssue({ code: 'custom', message: m.queryHasPage });
    else if (params.some(excludedParam)) ctx.addIssue({ code: 'custom', message: m.queryInvalid });
  });

const columnSchema = z
  .string({ error: m.columnsInvalid })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: m.columnsInvalid })
  .max(SAVED_VIEW_LIMITS.column, { error: m.columnsInvalid });

export const hiddenColumnsSchema = z
  .array(columnSchema, { error: m.columnsInvalid })
  .max(SAVED_VIEW_LIMITS.hiddenColumns, { error: m.columnsTooMany })
  .refine((fields) => new Set(fields).size === fields.length, { error: m.columnsInvalid });

const viewNameSchema = safeString({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(SAVED_VIEW_LIMITS.name, { error: m.nameTooLong });

const sharedSchema = z.boolean({ error: m.sharedInvalid });

/** `POST /api/v1.1/views`. */
export const createSavedViewInputSchema = z.object({
  list: listKeySchema,
  name: viewNameSchema,
  query: viewQuerySchema,
  hiddenColumns: hiddenColumnsSchema.default([]),
  shared: sharedSchema.default(false),
});
export type CreateSavedViewInput = z.input<typeof createSavedViewInputSchema>;

/** `PATCH /api/v1.1/views/:id`: rename, replace the filters or columns, share or stop sharing. */
export const updateSavedViewInputSchema = z
  .object({
    name: viewNameSchema.optional(),
    query: viewQuerySchema.optional(),
    hiddenColumns: hiddenColumnsSchema.optional(),
    shared: sharedSchema.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: m.nothingToChange,
  });
export type UpdateSavedViewInput = z.input<typeof updateSavedViewInputSchema>;

/** `GET /api/v1.1/views?list=<list key>`. */
export const savedViewListQuerySchema = z.object({ list: listKeySchema });

export const savedViewIdParamsSchema = z.object({ id: objectIdSchema });

export const savedViewSchema = z.object({
  _id: z.string(),
  list: z.string(),
  name: z.string(),
  query: z.string(),
  hiddenColumns: z.array(z.string()),
  shared: z.boolean(),
  /** The signed-in account's own view (it may change it), or one shared with its role. */
  mine: z.boolean(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListAnswerSchema = z.object({ data: z.array(savedViewSchema) });
export type SavedViewListAnswer = z.infer<typeof savedViewListAnswerSchema>;
export const savedViewAnswerSchema = z.object({
  data: savedViewSchema,
  message: z.string().optional(),
});
export type SavedViewAnswer = z.infer<typeof savedViewAnswerSchema>;

/**
 * A list URL's query as a view keeps it: without `page` and a `view` id, without empty values, the
 * parameters in name order, so that two spellings of the same filters compare equal.
 *
 * @example viewQueryOf('?page=2&status=1&text=') === 'status=1'
 */
export const viewQueryOf = (search: string): string => {
  const kept = (queryParams(search) ?? []).filter(
    (param) => param[1] !== '' && !excludedParam(param),
  );
  // A stable sort: the values of a repeated parameter keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join('&');
};
