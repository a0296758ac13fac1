import { z } from 'zod';
import {
  objectIdSchema,
  safeMultilineString,
  safeString,
  requiredText,
  listAnswer,
  pathWithId,
  optionalIdSchema,
} from '@app/contract';

/**
 * Product categories (spec 001 sections 2, 3, 4 and 7, Product categories). Paths are under
 * /api/v1.1 unless they say otherwise; `:id` is filled by `categoryPath`.
 */
export const productCategoriesPaths = {
  list: '/api/v1.1/admin/category',
  create: '/api/v1.1/admin/category/create',
  detail: '/api/v1.1/admin/category/:id',
  activate: '/api/v1.1/admin/category/:id/active',
  deactivate: '/api/v1.1/admin/category/:id/inactive',
  rearrange: '/api/v1.1/admin/category/rearrange',
  /** The older list the other screens and apps read (`?active=1`: active ones only). */
  publicList: '/api/v1/admin/category',
} as const;

/** Fills the `:id` of a categories path. */
export const categoryPath = pathWithId;

/** The most categories one rearrange may order (the whole tree is far smaller). */
export const MAX_REARRANGE = 1000;

export const productCategoriesMessages = {
  nameRequired: 'Vui lòng nhập tên danh mục!',
  nameTooLong: 'Tên danh mục tối đa 100 ký tự',
  descriptionTooLong: 'Mô tả tối đa 1000 ký tự',
  imageInvalid: 'Đường dẫn ảnh không hợp lệ',
  notFound: 'Không tìm thấy danh mục',
  parentNotFound: 'Không tìm thấy danh mục cha',
  ownAncestor: 'Không thể chọn danh mục này (hoặc danh mục con của nó) làm danh mục cha',
  inUseByProducts: (n: number) =>
    `Không thể xóa: danh mục đang được ${n.toLocaleString('vi-VN')} sản phẩm sử dụng`,
  inUseByChildren: (n: number) =>
    `Không thể xóa: danh mục còn ${n.toLocaleString('vi-VN')} danh mục con, hãy xóa hoặc chuyển chúng trước`,
  listIdsRequired: 'Vui lòng gửi danh sách danh mục cần sắp xếp',
  listIdsDuplicate: 'Danh sách sắp xếp có danh mục bị lặp',
  rearrangeMixedParents: 'Chỉ sắp xếp được các danh mục cùng cấp (cùng danh mục cha)',
  rearrangeStale:
    'Danh sách danh mục đã thay đổi (có danh mục được thêm, xóa hoặc chuyển cấp). Vui lòng tải lại và thử lại.',
  created: 'Thêm danh mục thành công!',
  updated: 'Cập nhật danh mục thành công!',
  deleted: 'Xóa danh mục thành công!',
  activated: 'Đã kích hoạt danh mục',
  deactivated: 'Đã ngừng kích hoạt danh mục',
  rearranged: 'Đã lưu thứ tự danh mục',
} as const;
const m = productCategoriesMessages;

/** A product category as every answer carries it. `parent` is the parent's id, or null at the top. */
export const productCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  parent: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** `{data, total}`: every category, in display order (position, then oldest first). */
export const productCategoryListAnswerSchema = listAnswer(productCategorySchema);
export type ProductCategoryListAnswer = z.infer<typeof productCategoryListAnswerSchema>;

/** `?active=1` keeps the active ones (of the older list); anything else is no filter. */
export const publicCategoryQuerySchema = z.object({
  active: z
    .preprocess(
      (v) => (v === undefined || v === '' ? undefined : String(v)),
      z.string().max(10).optional(),
    )
    .transform((v) => (v === '1' || v === 'true' ? true : undefined)),
});

const imageSchema = safeString({ error: m.imageInvalid })
  .trim()
  .max(500, { error: m.imageInvalid })
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), {
    error: m.imageInvalid,
  });

/** Body of create and update. An empty parent (absent, null or '') means a top-level category. */
export const productCategoryInputSchema = z.object({
  name: requiredText(m.nameRequired, 100, m.nameTooLong),
  description: safeMultilineString({ error: m.descriptionTooLong })
    .trim()
    .max(1000, { error: m.descriptionTooLong })
    .default(''),
  image: imageSchema.default(''),
  parent: optionalIdSchema,
});
export type ProductCategoryInput = z.input<typeof productCategoryInputSchema>;
export type ProductCategoryValues = z.output<typeof productCategoryInputSchema>;

/** Body of rearrange: the ids of one level (the children of one parent), in their new order. */
export const rearrangeInputSchema = z.object({
  listIds: z
    .array(objectIdSchema, { error: m.listIdsRequired })
    .min(1, { error: m.listIdsRequired })
    .max(MAX_REARRANGE, { error: m.listIdsRequired })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.listIdsDuplicate }),
});
export type RearrangeInput = z.input<typeof rearrangeInputSchema>;

export const categoryIdParamsSchema = z.object({ id: objectIdSchema });

export const productCategoryAnswerSchema = z.object({
  data: productCategorySchema,
  message: z.string().optional(),
});
