import { z } from 'zod';
import {
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  pickerPaths,
  textFilterSchema,
  listQuerySchema,
  requiredText,
  createdAtSortSchema,
} from '@app/contract';
import { ShopStatus } from './enums';

/** Paths of the shops domain (spec 000 section 7). The operator twin answers the same shape. */
export const shopsPaths = {
  list: pickerPaths.shops,
  detail: '/api/v1.1/admin/shop/:id',
  buildings: '/api/v1.1/admin/shop/:id/building',
  /** The older calls (spec 000 section 7, Shops). */
  olderList: '/admin/get/shop',
  olderBuildings: '/admin/get/building/shop',
  olderStatus: '/admin/update/shop/status/:id',
  /**
   * Approve or remove a shop in a building: served by the buildings domain (one implementation,
   * spec 000 section 7); the shop list's approve-buildings modal calls them. `:id` is the building.
   */
  approveInBuilding: '/api/v1.1/admin/building/:id/shop/:shopId/approve',
  rejectInBuilding: '/api/v1.1/admin/building/:id/shop/:shopId/reject',
  /**
   * The shop's history from the change log (issue 29): status changes, approvals into buildings and
   * removals from them (`SHOP_ENTITY`, `ShopChangeAction` in the shared contract).
   */
  history: '/api/v1.1/admin/shop/:id/history',
} as const;

/** Fills the `:id` (and `:shopId`) of a shops path. */
export const shopPath = (path: string, id: string, shopId = ''): string =>
  path.replace(':id', encodeURIComponent(id)).replace(':shopId', encodeURIComponent(shopId));

export const shopsMessages = {
  invalidStatus: 'Trạng thái cửa hàng không hợp lệ',
  shopNotFound: 'Không tìm thấy cửa hàng',
  nameRequired: 'Vui lòng nhập tên cửa hàng!',
  nameTooLong: 'Tên cửa hàng tối đa 200 ký tự',
  phoneRequired: 'Vui lòng nhập số điện thoại!',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  addressRequired: 'Vui lòng nhập địa chỉ!',
  addressTooLong: 'Địa chỉ tối đa 500 ký tự',
  statusRequired: 'Vui lòng chọn trạng thái!',
  updated: 'Cập nhật cửa hàng thành công!',
  // spec 000 section 8
  approved: 'Duyệt cửa hàng vào tòa nhà thành công!',
  removed: 'Đã xóa cửa hàng khỏi tòa nhà!',
} as const;

/** A ShopStatus from a query string. */
export const shopStatusSchema = numericEnumSchema(ShopStatus, shopsMessages.invalidStatus);

/** Query of `GET /api/v1.1/admin/shop` and its operator twin. `text` searches the name and the phone. */
export const listShopsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  status: optionalFilter(shopStatusSchema),
  /** By date, either way (docs/decisions/lists.md "Sorting"); absent: newest first. */
  sort: createdAtSortSchema,
});
export type ListShopsQuery = z.input<typeof listShopsQuerySchema>;
export type ListShopsFilter = z.output<typeof listShopsQuerySchema>;

/** The owner shown with a shop; a missing email or phone is ''. */
export const shopOwnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.number().int(),
  createdAt: z.string(),
});
export type ShopOwner = z.infer<typeof shopOwnerSchema>;

/** A row of the shop list and picker (spec 000 section 3). */
export const shopListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  avatar: z.string(),
  /** 0.0 to 5.0. */
  rate: z.number(),
  status: z.number().int(),
  /** A pending link to a building exists (for an operator: to one of their buildings). */
  needApproval: z.boolean(),
  owner: shopOwnerSchema,
  createdAt: z.string(),
});
export type ShopListItem = z.infer<typeof shopListItemSchema>;

export const shopListAnswerSchema = listAnswer(shopListItemSchema);
export type ShopListAnswer = ListAnswer<ShopListItem>;

export const shopIdParamsSchema = z.object({ id: objectIdSchema });

/** Query of `GET /admin/get/building/shop`. */
export const shopIdQuerySchema = z.object({ shopId: objectIdSchema });

/** Query of the older `GET /admin/get/shop` (page, quantity). */
export const olderShopListQuerySchema = listQuerySchema({});

const requiredStatus = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .number({ error: shopsMessages.statusRequired })
    .int({ error: shopsMessages.invalidStatus })
    .refine((v) => (Object.values(ShopStatus) as number[]).includes(v), {
      error: shopsMessages.invalidStatus,
    })
    .transform((v) => v as ShopStatus),
);

/**
 * Body of `PUT /api/v1.1/admin/shop/{id}` and the edit modal's form: name, phone, address and status,
 * all required (spec 000 section 5).
 */
export const updateShopInputSchema = z.object({
  name: requiredText(shopsMessages.nameRequired, 200, shopsMessages.nameTooLong),
  phone: requiredText(shopsMessages.phoneRequired, 20, shopsMessages.phoneInvalid).regex(
    /^\+?[0-9 .-]{6,20}$/,
    { error: shopsMessages.phoneInvalid },
  ),
  address: requiredText(shopsMessages.addressRequired, 500, shopsMessages.addressTooLong),
  status: requiredStatus,
});
export type UpdateShopInput = z.input<typeof updateShopInputSchema>;

/** Body of `PUT /admin/update/shop/status/{id}`. */
export const updateShopStatusInputSchema = z.object({ shopStatusNumber: requiredStatus });

/** A building the shop is in, or asks to be in. */
export const shopBuildingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  /** ShopBuildingStatus: 'pending' or 'active'. */
  status: z.enum(['pending', 'active']),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type ShopBuilding = z.infer<typeof shopBuildingSchema>;

/** The shop with its pending and active buildings (spec 000 section 3). */
export const shopDetailSchema = shopListItemSchema.extend({
  images: z.array(z.string()),
  pendingBuildings: z.array(shopBuildingSchema),
  activeBuildings: z.array(shopBuildingSchema),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailAnswerSchema = z.object({
  data: shopDetailSchema,
  message: z.string().optional(),
});
export type ShopDetailAnswer = z.infer<typeof shopDetailAnswerSchema>;

/** `GET /api/v1.1/admin/shop/{id}/building`: every building link, pending first, then by name. */
export const shopBuildingsAnswerSchema = z.object({ data: z.array(shopBuildingSchema) });
export type ShopBuildingsAnswer = z.infer<typeof shopBuildingsAnswerSchema>;

/** `GET /admin/get/building/shop`: the pending and the active lists. */
export const buildingsOfShopAnswerSchema = z.object({
  data: z.object({
    pending: z.array(shopBuildingSchema),
    active: z.array(shopBuildingSchema),
  }),
});
export type BuildingsOfShopAnswer = z.infer<typeof buildingsOfShopAnswerSchema>;

/** `{data, pageInfo: [{total}]}`: the older list. */
export const olderShopListAnswerSchema = z.object({
  data: z.array(shopListItemSchema),
  pageInfo: z.tuple([z.object({ total: z.number().int() })]),
});
