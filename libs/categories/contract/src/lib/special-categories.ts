import { z } from 'zod';
import {
  objectIdSchema,
  optionalFilter,
  pageSchema,
  quantitySchema,
  textFilterSchema,
  DEFAULT_PAGE_SIZE,
  listAnswer,
  twinPath,
  requiredText,
  namedRefSchema,
  textSearchQuerySchema,
} from '@app/contract';
import { ScheduleDateFormat } from './enums';

/**
 * Special (custom) categories (spec 001 sections 2, 3, 4, 5 and 7, Special categories). `:id` and
 * `:productId` are filled by `specialPath`.
 */
export const specialCategoriesPaths = {
  list: twinPath('/special-category'),
  create: '/api/v1.1/admin/special-category',
  detail: '/api/v1.1/admin/special-category/:id',
  products: '/api/v1.1/admin/special-category/:id/product',
  addProduct: '/api/v1.1/admin/special-category/:id/product',
  removeProduct: '/api/v1.1/admin/special-category/:id/product/:productId',
  rejectPending: '/api/v1.1/admin/special-category/:id/pending-product/:productId',
  approvePending: '/api/v1.1/admin/special-category/:id/pending-product/:productId/approve',
  schedule: '/api/v1.1/admin/special-category/:id/schedule',
  status: '/api/v1.1/admin/special-category/:id/status',
  /** The add-products modal's picker over the shops' products (the spec does not show it). */
  productSearch: '/api/v1.1/admin/special-category/:id/product-search',
  // The older calls (spec: "also present"), served by the same repository.
  legacyProduct: '/api/v1/admin/special',
  legacyList: '/api/v1/admin/special/list',
  legacyCreate: '/api/v1/admin/special/create',
  legacyEdit: '/api/v1/admin/special/edit',
  legacyDelete: '/api/v1/admin/special/delete',
  legacyAccept: '/api/v1/special/accept',
  legacyReject: '/api/v1/special/reject',
  /**
   * The category's history from the change log (issue 29): the products approved into it, rejected
   * from its pending list or removed from it, with who.
   */
  history: '/api/v1.1/admin/special-category/:id/history',
} as const;

/** The change log's kind for special categories (`recordChange`'s `kind`). */
export const SPECIAL_CATEGORY_ENTITY = 'specialCategory';

/**
 * What a special category's history entry records: a product's decision, `details` {productId,
 * product (its name), shop (its shop's name)}.
 */
export const SpecialCategoryChangeAction = {
  PRODUCT_APPROVE: 'productApprove',
  PRODUCT_REJECT: 'productReject',
  PRODUCT_REMOVE: 'productRemove',
} as const;
export type SpecialCategoryChangeAction =
  (typeof SpecialCategoryChangeAction)[keyof typeof SpecialCategoryChangeAction];

export const specialPath = (path: string, id: string, productId?: string): string =>
  path
    .replace(':id', encodeURIComponent(id))
    .replace(':productId', encodeURIComponent(productId ?? ''));

/** Page size of the add-products picker (spec section 9). */
export const PRODUCT_PICKER_PAGE_SIZE = 10;
/** Vietnam has no daylight saving: its clock is UTC+7 all year. */
export const VIETNAM_OFFSET_MS = 7 * 3600_000;
export const SpecialProductStatus = { PENDING: 'pending', APPROVED: 'approved' } as const;
export type SpecialProductStatus = (typeof SpecialProductStatus)[keyof typeof SpecialProductStatus];

export const specialCategoriesMessages = {
  nameRequired: 'Vui lòng nhập tên danh mục!',
  nameTooLong: 'Tên danh mục tối đa 100 ký tự',
  activeRequired: 'Vui lòng chọn trạng thái!',
  notFound: 'Không tìm thấy danh mục tùy chỉnh',
  productNotFound: 'Không tìm thấy sản phẩm',
  productIdRequired: 'Vui lòng chọn sản phẩm',
  tooManyProducts: 'Mỗi lần thêm tối đa 50 sản phẩm',
  productBanned: 'Sản phẩm đang bị cấm bán, không thể thêm vào danh mục',
  approveBanned: 'Sản phẩm đang bị cấm bán, không thể duyệt vào danh mục',
  productNotInShop: 'Sản phẩm không thuộc cửa hàng đã gửi (shopId)',
  productStatusInvalid: 'Trạng thái sản phẩm không hợp lệ (pending hoặc approved)',
  notPending: 'Sản phẩm không còn chờ duyệt trong danh mục này',
  notApproved: 'Sản phẩm không có trong danh mục này',
  keyRequired: 'Vui lòng gửi mã danh mục (key)',
  weekInvalid: 'Ngày trong tuần phải từ 0 (Chủ nhật) đến 6 (Thứ bảy)',
  weekRequired: 'Vui lòng chọn ít nhất một ngày trong tuần',
  weekDuplicate: 'Ngày trong tuần bị lặp',
  dateFormatInvalid: 'Định dạng ngày không hợp lệ (date, month hoặc year)',
  dateInvalid: 'Ngày không hợp lệ, định dạng đúng là YYYY-MM-DD',
  timeInvalid: 'Giờ không hợp lệ, định dạng đúng là HH:mm',
  dateOrder: 'Ngày kết thúc không được trước ngày bắt đầu',
  timeOrder: 'Giờ kết thúc phải sau giờ bắt đầu',
  timePair: 'Vui lòng nhập cả giờ bắt đầu và giờ kết thúc',
  created: 'Thêm danh mục thành công!',
  updated: 'Cập nhật danh mục thành công!',
  deleted: 'Xóa danh mục thành công!',
  scheduleSet: 'Thiết lập lịch thành công!',
  statusUpdated: 'Cập nhật trạng thái thành công!',
  productAdded: 'Thêm sản phẩm thành công!',
  productApproved: 'Duyệt sản phẩm thành công!',
  productRejected: 'Đã từ chối sản phẩm!',
  productRemoved: 'Đã xóa sản phẩm khỏi danh mục!',
} as const;
const m = specialCategoriesMessages;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDay = (value: string) => {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};
/** '' (no bound) or a day YYYY-MM-DD; a month or a year format keeps the first day of its period. */
const daySchema = z
  .string({ error: m.dateInvalid })
  .max(10, { error: m.dateInvalid })
  .refine((v) => v === '' || validDay(v), { error: m.dateInvalid })
  .default('');
/** '' (the whole day) or HH:mm. */
const timeSchema = z
  .string({ error: m.timeInvalid })
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: m.timeInvalid })
  .default('');

export const scheduleDetailSchema = z
  .object({
    week: z
      .array(
        z
          .number({ error: m.weekInvalid })
          .int({ error: m.weekInvalid })
          .min(0, { error: m.weekInvalid })
          .max(6, { error: m.weekInvalid }),
        { error: m.weekRequired },
      )
      .min(1, { error: m.weekRequired })
      .refine((w) => new Set(w).size === w.length, { error: m.weekDuplicate })
      .transform((w) => [...w].sort((a, b) => a - b)),
    dateFormat: z.enum(
      [ScheduleDateFormat.DATE, ScheduleDateFormat.MONTH, ScheduleDateFormat.YEAR],
      { error: m.dateFormatInvalid },
    ),
    startDate: daySchema,
    endDate: daySchema,
    startTime: timeSchema,
    endTime: timeSchema,
  })
  .superRefine((s, ctx) => {
    const len = periodLength(s.dateFormat);
    if (s.startDate && s.endDate && s.endDate.slice(0, len) < s.startDate.slice(0, len))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.dateOrder });
    if (Boolean(s.startTime) !== Boolean(s.endTime))
      ctx.addIssue({
        code: 'custom',
        path: [s.startTime ? 'endTime' : 'startTime'],
        message: m.timePair,
      });
    else if (s.startTime && s.endTime <= s.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.timeOrder });
  })
  // A month or a year is kept as its first day, so what is stored says what is compared.
  .transform((s) => ({
    ...s,
    startDate: firstDayOfPeriod(s.startDate, s.dateFormat),
    endDate: firstDayOfPeriod(s.endDate, s.dateFormat),
  }));
export type ScheduleDetailInput = z.input<typeof scheduleDetailSchema>;
export type ScheduleDetailValues = z.output<typeof scheduleDetailSchema>;

export const scheduleFlagsSchema = z.object({
  disableProduct: z.boolean({ error: 'disableProduct phải là true hoặc false' }).default(false),
  countDown: z.boolean({ error: 'countDown phải là true hoặc false' }).default(false),
});

/** Body of `PATCH .../{id}/schedule`. */
export const scheduleInputSchema = z.object({
  scheduleDetail: scheduleDetailSchema,
  schedule: scheduleFlagsSchema.default({ disableProduct: false, countDown: false }),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** The first day (YYYY-MM-DD) of the month or the year `day` falls in; a day or '' unchanged. */
export function firstDayOfPeriod(day: string, format: ScheduleDateFormat): string {
  if (!day || format === ScheduleDateFormat.DATE) return day;
  return format === ScheduleDateFormat.MONTH ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`;
}

/** How many leading characters of YYYY-MM-DD a format compares: the day, the month or the year. */
export function periodLength(format: ScheduleDateFormat): number {
  return format === ScheduleDateFormat.YEAR ? 4 : format === ScheduleDateFormat.MONTH ? 7 : 10;
}

export interface LiveRuleInput {
  active: boolean;
  scheduleDetail: ScheduleDetailValues | null;
}

/**
 * Whether a special category is live at `at` (docs/decisions.md, Categories): it is active, and, when
 * it has a schedule, Vietnam's wall clock at `at` (UTC+7) falls on one of its weekdays (0 = Sunday),
 * inside its date range compared at the format's precision (a day, a month, a year; both ends
 * included, an empty end is no bound), and inside [startTime, endTime) (no times: the whole day).
 * A category without a schedule is live whenever it is active.
 */
export function isLiveAt(category: LiveRuleInput, at: Date): boolean {
  if (!category.active) return false;
  const s = category.scheduleDetail;
  if (!s) return true;
  const vn = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  if (!s.week.includes(vn.getUTCDay())) return false;
  const iso = vn.toISOString();
  const len = periodLength(s.dateFormat);
  const today = iso.slice(0, len);
  if (s.startDate && today < s.startDate.slice(0, len)) return false;
  if (s.endDate && today > s.endDate.slice(0, len)) return false;
  if (s.startTime && s.endTime) {
    const clock = iso.slice(11, 16);
    if (clock < s.startTime || clock >= s.endTime) return false;
  }
  return true;
}

/** A special category as every answer carries it; `liveNow` is `isLiveAt` at the server's clock. */
export const specialCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  active: z.boolean(),
  buyNow: z.boolean(),
  scheduleDetail: z
    .object({
      week: z.array(z.number()),
      dateFormat: z.enum(['date', 'month', 'year']),
      startDate: z.string(),
      endDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
    })
    .nullable(),
  schedule: z.object({ disableProduct: z.boolean(), countDown: z.boolean() }).nullable(),
  liveNow: z.boolean(),
  productCount: z.number().int(),
  pendingCount: z.number().int(),
  createdAt: z.string(),
});
export type SpecialCategory = z.infer<typeof specialCategorySchema>;

export const specialCategoryListAnswerSchema = listAnswer(specialCategorySchema);
export type SpecialCategoryListAnswer = z.infer<typeof specialCategoryListAnswerSchema>;

const booleanFilter = optionalFilter(
  z
    .enum(['true', 'false', '1', '0'], { error: 'Trạng thái không hợp lệ' })
    .transform((v) => v === 'true' || v === '1'),
);

/** Query of the list: `text` searches the name and the key, `active` true/false. */
export const listSpecialCategoriesQuerySchema = z.object({
  text: textFilterSchema,
  active: booleanFilter,
  page: pageSchema.default(1),
  quantity: quantitySchema.default(DEFAULT_PAGE_SIZE),
});
export type ListSpecialCategoriesQuery = z.input<typeof listSpecialCategoriesQuerySchema>;
export type ListSpecialCategoriesFilter = z.output<typeof listSpecialCategoriesQuerySchema>;

const nameSchema = requiredText(m.nameRequired, 100, m.nameTooLong);
const activeSchema = z.boolean({ error: m.activeRequired });

/** Body of create. New categories are active and not "buy now" unless said otherwise. */
export const createSpecialCategoryInputSchema = z.object({
  name: nameSchema,
  active: activeSchema.default(true),
  buyNow: z.boolean({ error: 'buyNow phải là true hoặc false' }).default(false),
  scheduleDetail: scheduleDetailSchema.optional(),
  schedule: scheduleFlagsSchema.optional(),
});
export type CreateSpecialCategoryInput = z.input<typeof createSpecialCategoryInputSchema>;

/** Body of `PUT .../{id}` (the edit card): the name and the status; buyNow when sent. */
export const updateSpecialCategoryInputSchema = z.object({
  name: nameSchema,
  active: activeSchema,
  buyNow: z.boolean({ error: 'buyNow phải là true hoặc false' }).optional(),
});
export type UpdateSpecialCategoryInput = z.input<typeof updateSpecialCategoryInputSchema>;

export const statusInputSchema = z.object({ active: activeSchema });

/** Body of `PATCH .../{id}/product`: one product id or up to 50. */
export const addProductsInputSchema = z.object({
  productId: z.union(
    [objectIdSchema, z.array(objectIdSchema).min(1).max(50, { error: m.tooManyProducts })],
    {
      error: m.productIdRequired,
    },
  ),
});
export type AddProductsInput = z.input<typeof addProductsInputSchema>;

export const specialIdParamsSchema = z.object({ id: objectIdSchema });
export const specialProductParamsSchema = z.object({
  id: objectIdSchema,
  productId: objectIdSchema,
});

/** A product as the category's lists carry it (spec: _id, name, code, images), with its shop. */
export const specialProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  shop: namedRefSchema,
});
export type SpecialProduct = z.infer<typeof specialProductSchema>;

/**
 * The query of `GET .../{id}/product`: `status` names one list (pending or approved) and pages it;
 * without it both lists come, each paged alike (the spec's call carries no query). Newest added first.
 */
export const specialProductsQuerySchema = z.object({
  status: optionalFilter(
    z.enum([SpecialProductStatus.PENDING, SpecialProductStatus.APPROVED], {
      error: m.productStatusInvalid,
    }),
  ),
  page: pageSchema.default(1),
  quantity: quantitySchema.default(DEFAULT_PAGE_SIZE),
});
export type SpecialProductsQuery = z.input<typeof specialProductsQuerySchema>;
export type SpecialProductsFilter = z.output<typeof specialProductsQuerySchema>;

/** Without `status`: a page of each list and each list's total. */
export const specialProductsAnswerSchema = z.object({
  data: z.object({
    products: z.array(specialProductSchema),
    pendingProducts: z.array(specialProductSchema),
  }),
  total: z.object({ products: z.number().int(), pendingProducts: z.number().int() }),
});
export type SpecialProductsAnswer = z.infer<typeof specialProductsAnswerSchema>;

/** With `status`: one page of that list, `{data, total}` as every list under /api/v1.1. */
export const specialProductPageSchema = listAnswer(specialProductSchema);
export type SpecialProductPage = z.infer<typeof specialProductPageSchema>;

/** The picker's query: name or code, 10 a page. */
export const productSearchQuerySchema = textSearchQuerySchema(PRODUCT_PICKER_PAGE_SIZE);
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearchFilter = z.output<typeof productSearchQuerySchema>;

/** A row of the picker: the product and where it already is in this category (null: not in it). */
export const productSearchRowSchema = specialProductSchema.extend({
  status: z.enum(['pending', 'approved']).nullable(),
});
export type ProductSearchRow = z.infer<typeof productSearchRowSchema>;
export const productSearchAnswerSchema = listAnswer(productSearchRowSchema);
export type ProductSearchAnswer = z.infer<typeof productSearchAnswerSchema>;

// ---- the older calls ----

const keySchema = requiredText(m.keyRequired, 120, m.keyRequired);
export const legacyKeyQuerySchema = z.object({ key: keySchema });
export const legacyKeyBodySchema = z.object({ key: keySchema });
export const legacyCreateInputSchema = z.object({ name: nameSchema });
export const legacyEditInputSchema = z.object({
  key: keySchema,
  name: nameSchema,
  active: activeSchema,
  /** Left as it is when not sent. */
  buyNow: z.boolean({ error: 'buyNow phải là true hoặc false' }).optional(),
  schedule: z
    .object({
      scheduleDetail: scheduleDetailSchema.optional(),
      disableProduct: z.boolean().optional(),
      countDown: z.boolean().optional(),
    })
    .optional(),
});
/** `{prodId, shopId, key}` of PUT/DELETE /api/v1/admin/special; `{key, prodId}` of accept/reject. */
export const legacyProductBodySchema = z.object({
  key: keySchema,
  prodId: objectIdSchema,
  shopId: objectIdSchema.optional(),
});

/**
 * The key of a new category: its name without accents, lower case, words joined by '-'
 * ('Rau sạch mỗi ngày' → 'rau-sach-moi-ngay'); 'danh-muc' when nothing is left.
 */
export function keyFromName(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return key || 'danh-muc';
}
