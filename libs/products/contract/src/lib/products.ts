import { z } from 'zod';
import {
  listAnswer,
  type ListAnswer,
  namedRefSchema,
  objectIdSchema,
  optionalFilter,
  safeMultilineString,
  safeString,
  textFilterSchema,
  pagingShape,
  requiredText,
  pathWithId,
  labelledEnum,
  textSearchQuerySchema,
  bulkInputSchema,
  bulkPath,
} from '@app/contract';

/**
 * The products domain's contract (spec 000 sections 2, 3, 4 and 7 Products; spec 001 sections 3 and 7
 * Product admin): shop products with ban and unban, and the admin's sample products. Both sides import
 * it; nothing is redeclared. `:id` is filled by `productPath`.
 */
export const productsPaths = {
  filter: '/api/v1.1/admin/product/filter',
  ban: '/api/v1/admin/product/ban',
  unban: '/api/v1/admin/product/unban',
  /** The product search calls of spec 000 section 7: one query and answer shape for the three. */
  search: '/api/v1/admin/product/search',
  providerPagination: '/api/v1/provider/get/products/pagination',
  searchPagination: '/api/v1/product/search/pagination',
  sampleList: '/api/v1.1/admin/product-admin',
  sampleDetail: '/api/v1.1/admin/product-admin/:id',
  sampleShops: '/api/v1.1/admin/product-admin/:id/shops',
  /** Many products banned or unbanned at once with one reason (issue 27 item 3). */
  bulkBan: bulkPath('/api/v1.1/admin/product/filter', 'ban'),
  bulkUnban: bulkPath('/api/v1.1/admin/product/filter', 'unban'),
  /** Served by the categories domain (spec 001 section 7): `{data: [{_id, name, parent?, active}]}`. */
  activeCategories: '/api/v1/admin/category',
  /** A shop product's history from the change log (issue 29): its bans and unbans, with their reasons. */
  history: '/api/v1.1/admin/product/:id/history',
} as const;

/** The change log's kind for shop products (`recordChange`'s `kind`). */
export const PRODUCT_ENTITY = 'product';

/**
 * What a product's history entry records: its ban or unban, `reason` the note given, `details.bulk`
 * for a bulk one.
 */
export const ProductChangeAction = { BAN: 'ban', UNBAN: 'unban' } as const;
export type ProductChangeAction = (typeof ProductChangeAction)[keyof typeof ProductChangeAction];

/** Fills the `:id` of a products path. */
export const productPath = pathWithId;

/** The name of the option every sample product starts with (spec 001 section 3). */
export const DEFAULT_OPTION_NAME = 'Mặc định';
export const MAX_PRODUCT_IMAGES = 10;
/** The largest price accepted, in đồng (a bigint column; far above any real price). */
export const MAX_PRICE = 1_000_000_000_000;

export const productsMessages = {
  productNotFound: 'Không tìm thấy sản phẩm',
  sampleNotFound: 'Không tìm thấy sản phẩm mẫu',
  invalidStatus: 'Trạng thái sản phẩm không hợp lệ',
  banNoteRequired: 'Vui lòng nhập lý do khóa sản phẩm!',
  noteTooLong: 'Lý do tối đa 500 ký tự',
  alreadyBanned: 'Sản phẩm đã bị khóa',
  notBanned: 'Sản phẩm đang không bị khóa',
  banned: 'Khóa sản phẩm thành công!',
  unbanned: 'Mở khóa sản phẩm thành công!',
  codeRequired: 'Vui lòng nhập mã sản phẩm!',
  codeTooLong: 'Mã sản phẩm tối đa 50 ký tự',
  barcodeTooLong: 'Mã vạch tối đa 50 ký tự',
  nameRequired: 'Vui lòng nhập tên sản phẩm!',
  nameTooLong: 'Tên sản phẩm tối đa 200 ký tự',
  categoriesTooMany: 'Tối đa 20 danh mục',
  categoryUnknown: 'Danh mục không tồn tại',
  priceInvalid: 'Giá phải là số nguyên không âm',
  priceTooLarge: 'Giá quá lớn',
  salePriceAbovePrice: 'Giá khuyến mãi không được lớn hơn giá bán',
  imagesTooMany: `Tối đa ${MAX_PRODUCT_IMAGES} ảnh`,
  imageInvalid: 'Đường dẫn ảnh không hợp lệ',
  optionsRequired: 'Sản phẩm cần ít nhất một tùy chọn',
  optionsTooMany: 'Tối đa 50 tùy chọn',
  optionNameRequired: 'Vui lòng nhập tên tùy chọn!',
  optionNameTooLong: 'Tên tùy chọn tối đa 100 ký tự',
  optionNameTwice: 'Tên tùy chọn bị trùng',
  optionQuantityInvalid: 'Số lượng phải là số nguyên không âm',
  descriptionTooLong: 'Mô tả tối đa 20000 ký tự',
  codeTaken: 'Mã sản phẩm đã tồn tại',
  barcodeTaken: 'Mã vạch đã tồn tại',
  shopsRequired: 'Vui lòng chọn cửa hàng!',
  shopsTooMany: 'Tối đa 100 cửa hàng mỗi lần',
  shopUnknown: 'Cửa hàng không tồn tại',
  created: 'Tạo sản phẩm mẫu thành công!',
  updated: 'Cập nhật sản phẩm mẫu thành công!',
  assigned: 'Đã thêm sản phẩm vào cửa hàng!',
} as const;
const m = productsMessages;

/** The status filter of the product list (the spec names the filter, not its values: docs/decisions.md). */
export const { byName: ProductStatus, labels: productStatusLabels } = labelledEnum({
  ACTIVE: ['active', 'Đang bán'],
  BANNED: ['banned', 'Đã khóa'],
});
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];

export const productStatusSchema = z.enum(['active', 'banned'], { error: m.invalidStatus });

const optionalId = optionalFilter(objectIdSchema);

/** Query of `GET /api/v1.1/admin/product/filter`. `text` searches the name and the code. */
export const productFilterQuerySchema = z.object({
  ...pagingShape(),
  status: optionalFilter(productStatusSchema),
  text: textFilterSchema,
  shopId: optionalId,
});
export type ProductFilterQuery = z.input<typeof productFilterQuerySchema>;
export type ProductFilter = z.output<typeof productFilterQuerySchema>;

/** Query of the product search calls: `{data, total}` of the same rows. */
export const productSearchQuerySchema = productFilterQuerySchema;

const banNote = safeMultilineString({ error: m.banNoteRequired })
  .trim()
  .max(500, { error: m.noteTooLong });

/** Query of `PUT /api/v1/admin/product/ban` (empty body): the reason is required. */
export const banProductQuerySchema = z.object({
  prodId: objectIdSchema,
  shopId: objectIdSchema,
  note: banNote.min(1, { error: m.banNoteRequired }),
});
export type BanProductQuery = z.input<typeof banProductQuerySchema>;

/** Query of `PUT /api/v1/admin/product/unban`: the message is optional. */
export const unbanProductQuerySchema = z.object({
  prodId: objectIdSchema,
  shopId: objectIdSchema,
  note: banNote.optional().default(''),
});
export type UnbanProductQuery = z.input<typeof unbanProductQuerySchema>;

/** Body of the bulk ban: the products (of any shop) and one reason, required as for one ban. */
export const bulkBanProductsInputSchema = bulkInputSchema({
  reason: banProductQuerySchema.shape.note,
});
export type BulkBanProductsInput = z.input<typeof bulkBanProductsInputSchema>;
/** Body of the bulk unban: the products and one optional message, as for one unban. */
export const bulkUnbanProductsInputSchema = bulkInputSchema({
  reason: unbanProductQuerySchema.shape.note,
});
export type BulkUnbanProductsInput = z.input<typeof bulkUnbanProductsInputSchema>;

/** A shop product (spec 000 section 3), with who banned it and when. */
export const shopProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  stockQuantity: z.number().int(),
  banned: z.boolean(),
  banReason: z.string(),
  /** Null when not banned, or banned before who and when were kept. */
  bannedAt: z.string().nullable(),
  bannedBy: namedRefSchema.nullable(),
  shop: namedRefSchema,
  createdAt: z.string(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** `{prods, totalItem}` (spec 000 section 7). */
export const productFilterAnswerSchema = z.object({
  prods: z.array(shopProductSchema),
  totalItem: z.number().int(),
});
export type ProductFilterAnswer = z.infer<typeof productFilterAnswerSchema>;

export const productSearchAnswerSchema = listAnswer(shopProductSchema);
export type ProductSearchAnswer = ListAnswer<ShopProduct>;

export const banAnswerSchema = z.object({ data: shopProductSchema, message: z.string() });
export type BanAnswer = z.infer<typeof banAnswerSchema>;

// ---- sample products ----

const price = z
  .number({ error: m.priceInvalid })
  .int({ error: m.priceInvalid })
  .min(0, { error: m.priceInvalid })
  .max(MAX_PRICE, { error: m.priceTooLarge });

export const productOptionSchema = z.object({
  name: requiredText(m.optionNameRequired, 100, m.optionNameTooLong),
  quantity: z
    .number({ error: m.optionQuantityInvalid })
    .int({ error: m.optionQuantityInvalid })
    .min(0, { error: m.optionQuantityInvalid })
    .max(1_000_000_000, { error: m.optionQuantityInvalid }),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** The default options of a new sample product. */
export const defaultOptions = (): ProductOption[] => [{ name: DEFAULT_OPTION_NAME, quantity: 0 }];

/** Body of `POST /api/v1.1/admin/product-admin` and `PUT .../{id}` (the whole form of spec 001 section 3). */
export const sampleProductInputSchema = z
  .object({
    code: requiredText(m.codeRequired, 50, m.codeTooLong),
    barcode: safeString({ error: m.barcodeTooLong })
      .trim()
      .max(50, { error: m.barcodeTooLong })
      .default(''),
    name: requiredText(m.nameRequired, 200, m.nameTooLong),
    categories: z
      .array(objectIdSchema, { error: m.categoryUnknown })
      .max(20, { error: m.categoriesTooMany })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    stockPrice: price.default(0),
    price,
    salePrice: price.default(0),
    allowCredit: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
    images: z
      .array(
        // An uploaded image (`/api/v1/uploads/…`) or a web address; nothing else reaches an `src`.
        safeString({ error: m.imageInvalid })
          .trim()
          .max(500, { error: m.imageInvalid })
          .refine((v) => /^\/[^/\\]/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
            error: m.imageInvalid,
          }),
        { error: m.imageInvalid },
      )
      .max(MAX_PRODUCT_IMAGES, { error: m.imagesTooMany })
      .default([]),
    options: z
      .array(productOptionSchema, { error: m.optionsRequired })
      .min(1, { error: m.optionsRequired })
      .max(50, { error: m.optionsTooMany })
      .default(defaultOptions),
    description: safeMultilineString({ error: m.descriptionTooLong })
      .max(20_000, { error: m.descriptionTooLong })
      .default(''),
  })
  .superRefine((body, ctx) => {
    // Only between two valid prices (zod runs this refinement even after a price was refused).
    const valid = (v: number) => Number.isInteger(v) && v >= 0 && v <= MAX_PRICE;
    if (valid(body.price) && valid(body.salePrice) && body.salePrice > body.price) {
      ctx.addIssue({ code: 'custom', message: m.salePriceAbovePrice, path: ['salePrice'] });
    }
    const names = body.options.map((o) => o.name.toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: m.optionNameTwice, path: ['options'] });
    }
  });
export type SampleProductInput = z.input<typeof sampleProductInputSchema>;
export type SampleProductValues = z.output<typeof sampleProductInputSchema>;

export const sampleIdParamsSchema = z.object({ id: objectIdSchema });
/** `:id` of a shop product's path. */
export const productIdParamsSchema = z.object({ id: objectIdSchema });

/** Query of `GET /api/v1.1/admin/product-admin`: `text` searches the name, the code and the barcode. */
export const sampleListQuerySchema = textSearchQuerySchema();
export type SampleListQuery = z.input<typeof sampleListQuerySchema>;
export type SampleListFilter = z.output<typeof sampleListQuerySchema>;

export const sampleProductSchema = z.object({
  _id: z.string(),
  code: z.string(),
  barcode: z.string(),
  name: z.string(),
  categories: z.array(namedRefSchema),
  stockPrice: z.number(),
  price: z.number(),
  salePrice: z.number(),
  allowCredit: z.boolean(),
  images: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  description: z.string(),
  /** The shops that hold a copy. */
  shops: z.array(namedRefSchema),
  createdAt: z.string(),
});
export type SampleProduct = z.infer<typeof sampleProductSchema>;

export const sampleListAnswerSchema = listAnswer(sampleProductSchema);
export type SampleListAnswer = ListAnswer<SampleProduct>;

export const sampleAnswerSchema = z.object({
  data: sampleProductSchema,
  message: z.string().optional(),
});
export type SampleAnswer = z.infer<typeof sampleAnswerSchema>;

/** Body of `PUT /api/v1.1/admin/product-admin/{id}/shops`: the shops to copy the sample product into. */
export const assignShopsInputSchema = z.object({
  shops: z
    .array(objectIdSchema, { error: m.shopsRequired })
    .min(1, { error: m.shopsRequired })
    .max(100, { error: m.shopsTooMany })
    .transform((ids) => [...new Set(ids)]),
});
export type AssignShopsInput = z.input<typeof assignShopsInputSchema>;

/** The sample product after the copy, and how many shops got a new copy (a shop holding one is skipped). */
export const assignShopsAnswerSchema = z.object({
  data: sampleProductSchema,
  added: z.number().int(),
  message: z.string(),
});
export type AssignShopsAnswer = z.infer<typeof assignShopsAnswerSchema>;

/** A product category as the categories domain answers it (spec 001 section 7). */
export const categoryOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  parent: z.unknown().optional(),
  active: z.boolean().optional(),
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
