import { z } from 'zod';
import {
  IMAGE_URL_PREFIX,
  listAnswer,
  type ListAnswer,
  namedRefSchema,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  pickerPaths,
  safeMultilineString,
  safeString,
  storedImageNamePattern,
  textFilterSchema,
  listQuerySchema,
  twinPath,
  requiredText,
  changeAnswer,
} from '@app/contract';
import { BuildingStatus } from './enums';

/** Paths of the buildings domain (spec 001 section 7, spec 000 section 7 Shops). */
export const buildingsPaths = {
  buildings: pickerPaths.buildings,
  building: twinPath('/building/:id'),
  apartmentStats: twinPath('/building/:id/statistic/apartments'),
  specialCategories: twinPath('/building/:id/special-category'),
  specialCategory: twinPath('/building/:id/special-category/:categoryId'),
  shopApprove: twinPath('/building/:id/shop/:shopId/approve'),
  shopReject: twinPath('/building/:id/shop/:shopId/reject'),
  floors: pickerPaths.floors,
  floor: twinPath('/floor/:id'),
  apartments: pickerPaths.apartments,
  apartment: twinPath('/apartment/:id'),
  /** One path for every role (spec: `PUT /api/v1/building/images/{id}`). */
  images: '/api/v1/building/images/:id',
  /**
   * The buildings the caller's token may see (spec: `GET /api/v1/building/info`, "access token
   * header"): an operator's own buildings, every building for the super admin and the admin; the
   * list's query and answer.
   */
  info: '/api/v1/building/info',
  /** The older apartment list of a building (spec: `GET /api/v1/apartment/get/building/{id}`). */
  buildingApartments: '/api/v1/apartment/get/building/:id',
} as const;

/** Fills the `:id`, `:categoryId` and `:shopId` of a buildings path. */
export const buildingPath = (
  path: string,
  params: { id: string; categoryId?: string; shopId?: string },
): string =>
  path
    .replace(':id', encodeURIComponent(params.id))
    .replace(':categoryId', encodeURIComponent(params.categoryId ?? ''))
    .replace(':shopId', encodeURIComponent(params.shopId ?? ''));

/** Most images of a building (spec 001 sections 5 and 9). */
export const MAX_BUILDING_IMAGES = 10;

export const buildingsMessages = {
  invalidStatus: 'Trạng thái tòa nhà không hợp lệ',
  // spec 001 section 5
  buildingRequired: 'Vui lòng chọn tòa nhà!',
  floorRequired: 'Vui lòng chọn tầng!',
  apartmentNameRequired: 'Vui lòng nhập tên căn hộ!',
  floorNameRequired: 'Vui lòng nhập tên tầng!',
  buildingNameRequired: 'Vui lòng nhập tên tòa nhà!',
  hostRequired: 'Vui lòng nhập tên chủ đầu tư!',
  floorNumberRequired: 'Vui lòng nhập tổng số tầng!',
  addressRequired: 'Vui lòng nhập địa chỉ!',
  statusRequired: 'Vui lòng chọn trạng thái!',
  tooLong: (n: number) => `Tối đa ${n} ký tự`,
  floorNumberRange: 'Tổng số tầng phải là số nguyên từ 0 đến 500',
  tooManyImages: `Tòa nhà chỉ có tối đa ${MAX_BUILDING_IMAGES} ảnh`,
  invalidImage: 'Ảnh không hợp lệ: chỉ dùng ảnh đã tải lên',
  imageNotUploaded: 'Ảnh chưa được tải lên hoặc không thuộc tòa nhà này',
  duplicateImage: 'Ảnh bị trùng trong danh sách',
  categoryRequired: 'Vui lòng chọn danh mục!',
  // not found
  buildingNotFound: 'Không tìm thấy tòa nhà',
  floorNotFound: 'Không tìm thấy tầng',
  apartmentNotFound: 'Không tìm thấy căn hộ',
  categoryNotFound: 'Không tìm thấy danh mục tùy chỉnh',
  shopNotInBuilding: 'Cửa hàng không có trong tòa nhà này',
  // conflicts
  floorHasMembers: 'Không thể xóa tầng vì có căn hộ đang có thành viên',
  apartmentHasMembers: 'Không thể xóa căn hộ vì căn hộ đang có thành viên',
  floorHasOrders: 'Không thể xóa tầng vì tầng đã có đơn hàng',
  apartmentHasOrders: 'Không thể xóa căn hộ vì căn hộ đã có đơn hàng',
  apartmentMoveHasMembers: 'Không thể chuyển căn hộ sang tầng khác vì căn hộ đang có thành viên',
  buildingHasMembers: 'Không thể xóa tòa nhà vì tòa nhà đang có cư dân',
  buildingHasOrders: 'Không thể xóa tòa nhà vì tòa nhà đã có đơn hàng',
  apartmentNameTaken: (name: string) => `Tầng này đã có căn hộ tên "${name}"`,
  floorNameTaken: (name: string) => `Tòa nhà này đã có tầng tên "${name}"`,
  floorNotInBuilding: 'Tầng không thuộc tòa nhà đã chọn',
  shopAlreadyActive: 'Cửa hàng đã được duyệt vào tòa nhà này',
  categoryAlreadyLinked: 'Danh mục tùy chỉnh đã có trong tòa nhà này',
  categoryNotLinked: 'Danh mục tùy chỉnh không có trong tòa nhà này',
  // spec 001 section 8 (and our wording where the spec gives none)
  buildingCreated: 'Thêm mới tòa nhà thành công!',
  buildingUpdated: 'Cập nhật tòa nhà thành công!',
  buildingDeleted: 'Xóa tòa nhà thành công!',
  imagesUpdated: 'Cập nhật ảnh thành công!',
  floorCreated: 'Thêm tầng thành công!',
  floorRenamed: 'Đã sửa lại tên tầng!',
  floorDeleted: 'Xóa tầng thành công!',
  apartmentCreated: 'Thêm căn hộ thành công!',
  apartmentUpdated: 'Cập nhật căn hộ thành công!',
  apartmentDeleted: 'Xóa căn hộ thành công!',
  categoryLinked: 'Thiết lập danh mục tùy chỉnh thành công!',
  categoryUnlinked: 'Đã xóa danh mục tùy chỉnh khỏi tòa nhà!',
  shopApproved: 'Duyệt cửa hàng vào tòa nhà thành công!',
  shopRemoved: 'Đã xóa cửa hàng khỏi tòa nhà!',
} as const;
const m = buildingsMessages;

/** A BuildingStatus from a query string or a JSON number. */
export const buildingStatusSchema = numericEnumSchema(BuildingStatus, m.invalidStatus);

// ---- queries and params ----

/** Query of `GET /api/v1.1/admin/building` and its operator twin. `text` searches name, address and host. */
export const listBuildingsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  status: optionalFilter(buildingStatusSchema),
});
export type ListBuildingsQuery = z.input<typeof listBuildingsQuerySchema>;
export type ListBuildingsFilter = z.output<typeof listBuildingsQuerySchema>;

export const idParamsSchema = z.object({ id: objectIdSchema });
export const buildingCategoryParamsSchema = z.object({
  id: objectIdSchema,
  categoryId: objectIdSchema,
});
export const buildingShopParamsSchema = z.object({ id: objectIdSchema, shopId: objectIdSchema });

const optionalId = optionalFilter(objectIdSchema);

/** Query of `GET /api/v1.1/admin/floor`: the floors of a building (or of every building in scope), by position; `text` searches the floor's name. */
export const listFloorsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  building: optionalId,
});
export type ListFloorsQuery = z.input<typeof listFloorsQuerySchema>;
export type ListFloorsFilter = z.output<typeof listFloorsQuerySchema>;

/** Query of `GET /api/v1.1/admin/apartment`: `text` searches the apartment's name (any case or accents). */
export const listApartmentsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  building: optionalId,
  floor: optionalId,
});
export type ListApartmentsQuery = z.input<typeof listApartmentsQuerySchema>;
export type ListApartmentsFilter = z.output<typeof listApartmentsQuerySchema>;

// ---- bodies ----

/** A required text of the building forms, whose too-long message names its length. */
const requiredTextUpTo = (message: string, max: number) =>
  requiredText(message, max, m.tooLong(max));

/** A decimal number as typed in a form ('12', ' 3 ', '-1.5'); not '', '0x10', '1e3' nor 'Infinity'. */
const decimalText = /^-?\d+(\.\d+)?$/;

/**
 * A required numeric field of a form: a number, or a decimal string (the form's input). Blank
 * text is missing (JavaScript's `Number(' ')` would read it as 0); any other text that is not a
 * plain decimal is refused with the field's message.
 */
const requiredNumber = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === null) return undefined;
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return undefined;
      return decimalText.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

/** Body of `POST /api/v1.1/admin/building` and `PUT .../building/{id}` (spec 001 section 5, building form). */
export const buildingInputSchema = z.object({
  name: requiredTextUpTo(m.buildingNameRequired, 200),
  host: requiredTextUpTo(m.hostRequired, 200),
  floorNumber: requiredNumber(m.floorNumberRequired).pipe(
    z
      .number()
      .int({ error: m.floorNumberRange })
      .min(0, { error: m.floorNumberRange })
      .max(500, { error: m.floorNumberRange }),
  ),
  address: requiredTextUpTo(m.addressRequired, 500),
  status: requiredNumber(m.statusRequired).pipe(
    z
      .number()
      .refine((v) => (Object.values(BuildingStatus) as number[]).includes(v), {
        error: m.statusRequired,
      })
      .transform((v) => v as BuildingStatus),
  ),
  description: safeMultilineString()
    .trim()
    .max(5000, { error: m.tooLong(5000) })
    .optional()
    .default(''),
});
export type BuildingInput = z.input<typeof buildingInputSchema>;
export type BuildingValues = z.output<typeof buildingInputSchema>;

/** A stored image: its file name, or its URL (`/api/v1/uploads/files/image/{file}`). */
const imageRefSchema = safeString({ error: m.invalidImage })
  .max(500, { error: m.invalidImage })
  .refine((v) => storedImageNamePattern.test(v.split('?')[0]!.split('/').pop() ?? ''), {
    error: m.invalidImage,
  })
  .transform((v) => IMAGE_URL_PREFIX + v.split('?')[0]!.split('/').pop());

/** A building's image list, in its order: uploads, at most 10, each once. */
const imageListSchema = z
  .array(imageRefSchema, { error: m.invalidImage })
  .max(MAX_BUILDING_IMAGES, { error: m.tooManyImages })
  .refine((list) => new Set(list).size === list.length, { error: m.duplicateImage });

/** Body of `PUT /api/v1/building/images/{id}`: the whole list, in its order; at most 10. */
export const buildingImagesInputSchema = z.object({ images: imageListSchema });
export type BuildingImagesInput = z.input<typeof buildingImagesInputSchema>;

/**
 * Body of `POST /api/v1.1/admin/building`: the building form, plus the images uploaded in the
 * creation form (attached as `PUT …/images` attaches them; none when left out).
 */
export const createBuildingInputSchema = buildingInputSchema.extend({
  images: imageListSchema.optional().default([]),
});
export type CreateBuildingInput = z.input<typeof createBuildingInputSchema>;
export type CreateBuildingValues = z.output<typeof createBuildingInputSchema>;

/** The name of the n-th floor a new building gets from its floor count ('Tầng 1' … 'Tầng N'). */
export const defaultFloorName = (n: number) => `Tầng ${n}`;

/** A required id of a form: absent, '' or null is refused with the field's message. */
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: message }).pipe(objectIdSchema),
  );

/** Body of `PATCH .../building/{id}/special-category`. */
export const linkSpecialCategoryInputSchema = z.object({
  category: requiredId(m.categoryRequired),
});
export type LinkSpecialCategoryInput = z.input<typeof linkSpecialCategoryInputSchema>;

/** Body of `POST /api/v1.1/admin/floor` (spec 001 section 5, floor form). */
export const createFloorInputSchema = z.object({
  name: requiredTextUpTo(m.floorNameRequired, 100),
  building: requiredId(m.buildingRequired),
});
export type CreateFloorInput = z.input<typeof createFloorInputSchema>;
export type CreateFloorValues = z.output<typeof createFloorInputSchema>;

/** Body of `PUT /api/v1.1/admin/floor/{id}`: the rename. */
export const updateFloorInputSchema = z.object({
  name: requiredTextUpTo(m.floorNameRequired, 100),
});
export type UpdateFloorInput = z.input<typeof updateFloorInputSchema>;

/** Body of `POST /api/v1.1/admin/apartment` and `PUT .../apartment/{id}` (spec 001 section 5, apartment form). */
export const apartmentInputSchema = z.object({
  name: requiredTextUpTo(m.apartmentNameRequired, 100),
  building: requiredId(m.buildingRequired),
  floor: requiredId(m.floorRequired),
});
export type ApartmentInput = z.input<typeof apartmentInputSchema>;
export type ApartmentValues = z.output<typeof apartmentInputSchema>;

// ---- answers ----

/** A row of the building list and picker. */
export const buildingListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The investor. */
  host: z.string(),
  floorNumber: z.number().int(),
  address: z.string(),
  description: z.string(),
  status: z.number().int(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type BuildingListItem = z.infer<typeof buildingListItemSchema>;

export const buildingListAnswerSchema = listAnswer(buildingListItemSchema);
export type BuildingListAnswer = ListAnswer<BuildingListItem>;

/** A special category linked to a building (the spec's `{_id, name, key, active}` row). */
export const buildingCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  active: z.boolean(),
});
export type BuildingCategory = z.infer<typeof buildingCategorySchema>;

/** A shop of a building, pending or active. */
export const buildingShopSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  avatar: z.string(),
  status: z.number().int(),
  /** When the shop asked to join the building. */
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type BuildingShop = z.infer<typeof buildingShopSchema>;

/** One building (spec 001 section 3): the row plus its special categories and its shops. */
export const buildingDetailSchema = buildingListItemSchema.extend({
  specialCategories: z.array(buildingCategorySchema),
  pendingShops: z.array(buildingShopSchema),
  activeShops: z.array(buildingShopSchema),
});
export type BuildingDetail = z.infer<typeof buildingDetailSchema>;

export const buildingAnswerSchema = z.object({ data: buildingDetailSchema });
export const buildingChangeAnswerSchema = changeAnswer(buildingDetailSchema);
export type BuildingChangeAnswer = z.infer<typeof buildingChangeAnswerSchema>;
export { messageAnswerSchema } from '@app/contract';

/** `GET .../building/{id}/statistic/apartments` (spec 001 section 3, apartment percentage stats). */
export const apartmentStatsSchema = z.object({
  totalApartments: z.number().int(),
  /** Apartments without any member, verified or pending: the grey tiles of the map. */
  totalEmptyApartments: z.number().int(),
});
export type ApartmentStats = z.infer<typeof apartmentStatsSchema>;
export const apartmentStatsAnswerSchema = z.object({ data: apartmentStatsSchema });

/** An apartment as the floor map shows it: verified members and pending registrations. */
export const floorApartmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Verified accounts living there. */
  members: z.number().int(),
  /** Accounts that chose it and wait for approval. */
  pendingCount: z.number().int(),
});
export type FloorApartment = z.infer<typeof floorApartmentSchema>;

/** A floor (spec 001 section 3): its building and its apartments, by name. */
export const floorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  building: namedRefSchema,
  position: z.number().int(),
  apartments: z.array(floorApartmentSchema),
});
export type Floor = z.infer<typeof floorSchema>;
export const floorListAnswerSchema = listAnswer(floorSchema);
export type FloorListAnswer = ListAnswer<Floor>;
export const floorChangeAnswerSchema = changeAnswer(floorSchema);

/** An apartment (spec 001 section 3) with its floor's and building's names. */
export const apartmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  building: namedRefSchema,
  floor: namedRefSchema,
});
export type Apartment = z.infer<typeof apartmentSchema>;
export const apartmentListAnswerSchema = listAnswer(apartmentSchema);
export type ApartmentListAnswer = ListAnswer<Apartment>;
export const apartmentAnswerSchema = z.object({ data: apartmentSchema });
export const apartmentChangeAnswerSchema = changeAnswer(apartmentSchema);
export const buildingApartmentsAnswerSchema = z.object({ data: z.array(apartmentSchema) });
