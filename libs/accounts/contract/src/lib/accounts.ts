import { z } from 'zod';
import {
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  pickerPaths,
  roleValues,
  textFilterSchema,
  ActivityLogType,
  emailSchema,
  passwordSchema,
  phoneSchema,
  Role,
  safeString,
  staffRoles,
  listQuerySchema,
  twinPath,
  requiredText,
  requiredMultilineText,
  namedRefSchema,
  changeAnswer,
  shipperSchema,
  textSearchQuerySchema,
  optionalIdSchema,
  bulkInputSchema,
  bulkPath,
  createdAtSortSchema,
  safeMultilineString,
} from '@app/contract';
import { VerifyState, Gender } from './enums';

/** Paths of the accounts domain (spec 001 section 7). The operator twin answers the same shape. */
export const accountsPaths = {
  list: pickerPaths.accounts,
  /** The pickers' narrow list (residents and shop residents only): ours, the spec does not show it. */
  picker: pickerPaths.accountPicker,
  /** One account; its admin path also takes the profile change (`PUT`, super admin only). */
  detail: twinPath('/account/:id'),
  building: '/api/v1.1/admin/account/:id/building/:buildingId',
  shop: '/api/v1.1/admin/account/:id/shop/:shopId',
  approve: twinPath('/account/:id/apartment/approve'),
  reject: twinPath('/account/:id/apartment/reject'),
  apartment: '/api/v1.1/admin/account/:id/apartment',
  role: '/api/v1.1/admin/account/:id/role',
  password: '/api/v1.1/admin/account/:id/password',
  devices: twinPath('/account/:id/device'),
  device: twinPath('/account/:id/device/:deviceId'),
  logs: twinPath('/account/:id/log'),
  /** The account's history from the change log (issue 29): the staff's decisions, newest first, paged. */
  history: twinPath('/account/:id/history'),
  completeDelete: '/api/v1/completeDelete/user/:id',
  /** Bulk approve / reject of residence requests (`{ ids }`), each row as the single call. */
  bulkApprove: {
    admin: bulkPath(pickerPaths.accounts.admin, 'approve'),
    operator: bulkPath(pickerPaths.accounts.operator, 'approve'),
  },
  bulkReject: {
    admin: bulkPath(pickerPaths.accounts.admin, 'reject'),
    operator: bulkPath(pickerPaths.accounts.operator, 'reject'),
  },
} as const;

/** Body of the bulk approve of residence requests: the accounts (no reason, as the single call). */
export const bulkAccountsInputSchema = bulkInputSchema();
export type BulkAccountsInput = z.input<typeof bulkAccountsInputSchema>;

/** The longest reason of a rejected residence request. */
export const REJECT_REASON_MAX = 500;

/**
 * The reason of a rejected residence request: optional (the spec's call has no body), kept in the
 * account's history (issue 29); trimmed, '' when none.
 */
export const rejectReasonSchema = safeMultilineString()
  .trim()
  .max(REJECT_REASON_MAX, { error: `Lý do từ chối tối đa ${REJECT_REASON_MAX} ký tự` })
  .optional();

/**
 * Body of `PATCH .../account/{id}/apartment/reject` (ours: the spec sends none, which stays valid):
 * `{reason?}`.
 */
export const rejectAccountInputSchema = z.object({ reason: rejectReasonSchema }).nullish();
export type RejectAccountInput = z.input<typeof rejectAccountInputSchema>;

/** Body of the bulk reject: the accounts and one optional reason for all. */
export const bulkRejectAccountsInputSchema = bulkInputSchema({ reason: rejectReasonSchema });
export type BulkRejectAccountsInput = z.input<typeof bulkRejectAccountsInputSchema>;

// ---- history (issue 29) ----

/** The change log's kind for accounts (`recordChange`'s `kind`). */
export const ACCOUNT_ENTITY = 'account';

/**
 * What an account's history entry records (docs/decisions/accounts.md, "The account's history"):
 * - `approve` / `reject`: the residence request's decision, `reason` the rejection's, `details.apartment`
 *   the apartment's name;
 * - `role`: `fromStatus` → `toStatus` as Role values;
 * - `residence`: set by the super admin, `details` {building, floor, apartment} names;
 * - `building` / `shop`: an operated building or a managed shop, `details` {name, on};
 * - `device`: a device removed, `details.name`;
 * - `profile`, `password`: the profile edited, the password reset.
 */
export const AccountChangeAction = {
  APPROVE: 'approve',
  REJECT: 'reject',
  ROLE: 'role',
  RESIDENCE: 'residence',
  BUILDING: 'building',
  SHOP: 'shop',
  DEVICE: 'device',
  PROFILE: 'profile',
  PASSWORD: 'password',
} as const;
export type AccountChangeAction = (typeof AccountChangeAction)[keyof typeof AccountChangeAction];

/** Devices and activity entries per page on the account detail (spec 001 section 9). */
export const ACCOUNT_SUBLIST_PAGE_SIZE = 3;

export const accountsMessages = {
  invalidVerify: 'Trạng thái xác thực không hợp lệ',
  invalidRole: 'Vai trò không hợp lệ',
  invalidGender: 'Giới tính không hợp lệ',
  invalidLogType: 'Loại hoạt động không hợp lệ',
  pickerRole: 'Chỉ chọn được cư dân hoặc cư dân kinh doanh',
  nameRequired: 'Vui lòng nhập họ tên!',
  nameTooLong: 'Họ tên tối đa 100 ký tự',
  buildingRequired: 'Vui lòng chọn tòa nhà!',
  floorRequired: 'Vui lòng chọn tầng!',
  apartmentRequired: 'Vui lòng chọn căn hộ!',
  roleRequired: 'Vui lòng chọn vai trò!',
  accountNotFound: 'Không tìm thấy tài khoản',
  deviceNotFound: 'Không tìm thấy thiết bị',
  buildingNotFound: 'Không tìm thấy tòa nhà',
  shopNotFound: 'Không tìm thấy cửa hàng',
  residenceMismatch: 'Căn hộ, tầng và tòa nhà đã chọn không khớp với nhau',
  residenceMissing: 'Tòa nhà, tầng hoặc căn hộ đã chọn không tồn tại',
  approveNeedsPendingApartment: 'Chỉ duyệt được tài khoản đã chọn căn hộ và chưa được duyệt',
  rejectNeedsApartment: 'Tài khoản này chưa đăng ký căn hộ',
  residenceLocked: 'Thông tin cư trú không xác định đối với tài khoản này!',
  cardLocked: 'Thiết lập là không khả dụng đối với vai trò này!',
  ownRole: 'Bạn không thể tự đổi vai trò của chính mình',
  ownDelete: 'Bạn không thể xóa tài khoản của chính mình',
  deleteHasHistory:
    'Không thể xóa hoàn toàn tài khoản đã có đơn hàng, giao dịch, số dư, cửa hàng hoặc thông báo đã gửi',
  emailTaken: 'Email này đã được sử dụng',
  phoneTaken: 'Số điện thoại này đã được sử dụng',
  staffRole:
    'Vai trò nhân viên chỉ có thể là Quản trị cấp cao, Quản trị viên hoặc Ban quản lý tòa nhà',
  operatorNeedsBuilding: 'Vui lòng chọn tòa nhà cho Ban quản lý tòa nhà!',
  phoneNotFound: 'Không tìm thấy tài khoản với số điện thoại này',
  // success messages (spec 001 section 8; the wording of the last ones is ours)
  approved: 'Đã duyệt tài khoản người dùng này!',
  rejected: 'Đã từ chối duyệt tài khoản người dùng này!',
  profileUpdated: 'Cập nhật thông tin cá nhân thành công!',
  residenceUpdated: 'Cập nhật thông tin cư trú thành công!',
  roleUpdated: 'Cập nhật vai trò thành công!',
  passwordUpdated: 'Đặt lại mật khẩu thành công!',
  buildingSet: 'Đăng ký tòa nhà vận hành thành công!',
  buildingUnset: 'Đã hủy tòa nhà vận hành!',
  shopSet: 'Thiết lập cửa hàng thành công!',
  shopUnset: 'Đã hủy thiết lập cửa hàng!',
  deviceDeleted: 'Đã xóa thiết bị!',
  accountDeleted: 'Đã xóa tài khoản!',
  staffUpdated: 'Cập nhật nhân viên thành công!',
  staffCreated: 'Tạo tài khoản nhân viên thành công!',
} as const;

const verifyStateValues = Object.values(VerifyState) as number[];

/**
 * The verify state of spec 001 section 4, derived from the stored flag and apartment:
 * verified → 2, an apartment chosen but not verified → 1, no apartment → 0.
 */
export const accountVerifyState = (a: {
  verify: boolean;
  apartmentId: string | null;
}): VerifyState =>
  a.verify ? VerifyState.ACTIVE : a.apartmentId ? VerifyState.PENDING : VerifyState.UNKNOWN;

export const verifyStateSchema = numericEnumSchema(
  verifyStateValues as VerifyState[],
  accountsMessages.invalidVerify,
);

export const roleSchema = numericEnumSchema(roleValues, accountsMessages.invalidRole);

/**
 * Query of `GET /api/v1.1/admin/account` and its operator twin. `text` searches name, email and
 * phone; `building`, `floor`, `apartment` are ids (the apartment map's tiles link with them).
 */
export const listAccountsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  verify: optionalFilter(verifyStateSchema),
  building: optionalFilter(objectIdSchema),
  floor: optionalFilter(objectIdSchema),
  apartment: optionalFilter(objectIdSchema),
  role: optionalFilter(roleSchema),
  /** By date, either way (docs/decisions/lists.md "Sorting"); absent: newest first. */
  sort: createdAtSortSchema,
});
export type ListAccountsQuery = z.input<typeof listAccountsQuerySchema>;
export type ListAccountsFilter = z.output<typeof listAccountsQuerySchema>;

/**
 * A row of the account list; a missing email or phone is ''. Never a password hash.
 * `verify` is the spec's boolean (spec 001 section 3); `verifyState` the derived three states of
 * section 4 (0 unknown, 1 pending, 2 active), which the list's `verify` filter takes.
 */
export const accountListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** '', 'male' or 'female'. */
  gender: z.string(),
  avatar: z.string(),
  role: z.number().int(),
  /** The stored flag: true once the apartment registration was approved. */
  verify: z.boolean(),
  /** VerifyState: 0 unknown, 1 pending, 2 active (derived, see `accountVerifyState`). */
  verifyState: z.number().int(),
  apartment: namedRefSchema.nullable(),
  floor: namedRefSchema.nullable(),
  building: namedRefSchema.nullable(),
  balance: z.number(),
  balancePending: z.number(),
  createdAt: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const accountListAnswerSchema = listAnswer(accountListItemSchema);
export type AccountListAnswer = ListAnswer<AccountListItem>;

// ---- the pickers' narrow answer ----

/** The roles the customer picker offers: residents and shop residents, never staff. */
export const pickerRoles = [Role.USER, Role.USER_MERCHANT] as const;

export const accountPickerQuerySchema = listQuerySchema({
  text: textFilterSchema,
  role: optionalFilter(numericEnumSchema([...pickerRoles], accountsMessages.pickerRole)),
});
export type AccountPickerQuery = z.input<typeof accountPickerQuerySchema>;

/** What a picker needs and no more: id, name, phone, apartment. */
export const accountPickerItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  apartment: namedRefSchema.nullable(),
});
export type AccountPickerItem = z.infer<typeof accountPickerItemSchema>;
export const accountPickerAnswerSchema = listAnswer(accountPickerItemSchema);

// ---- one account ----

export const accountIdParamsSchema = z.object({ id: objectIdSchema });
export const accountBuildingParamsSchema = z.object({
  id: objectIdSchema,
  buildingId: objectIdSchema,
});
export const accountShopParamsSchema = z.object({ id: objectIdSchema, shopId: objectIdSchema });
export const accountDeviceParamsSchema = z.object({
  id: objectIdSchema,
  deviceId: objectIdSchema,
});

/** The account detail: the row plus the buildings it runs and the shops it is assigned. */
export const accountDetailSchema = accountListItemSchema.extend({
  buildings: z.array(namedRefSchema),
  shops: z.array(namedRefSchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export const accountDetailAnswerSchema = z.object({ data: accountDetailSchema });
export type AccountDetailAnswer = z.infer<typeof accountDetailAnswerSchema>;
/** The answer of every change: the message to show and the account as it now is. */
export const accountChangeAnswerSchema = changeAnswer(accountDetailSchema);
export type AccountChangeAnswer = z.infer<typeof accountChangeAnswerSchema>;
export { messageAnswerSchema as messageOnlyAnswerSchema } from '@app/contract';

/** A field the form requires: absent, null or '' is refused with the form's own message. */
const required = <T extends z.ZodTypeAny>(message: string, schema: T) =>
  z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { error: message })
    .pipe(schema);

const nameSchema = requiredText(accountsMessages.nameRequired, 100, accountsMessages.nameTooLong);

export const genderSchema = z.enum([Gender.EMPTY, Gender.MALE, Gender.FEMALE], {
  error: accountsMessages.invalidGender,
});

/** `PUT /api/v1.1/admin/account/{id}`: the profile form, every field required (spec 001 section 5). */
export const updateProfileInputSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  gender: genderSchema.default(Gender.EMPTY),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/**
 * `PATCH .../apartment`: the residence. The spec's body is `{apartment}` alone (its building and
 * floor follow from it); the console's form also sends `building` and `floor`, which the server
 * checks belong with the apartment.
 */
export const updateResidenceInputSchema = z.object({
  building: optionalIdSchema,
  floor: optionalIdSchema,
  apartment: required(accountsMessages.apartmentRequired, objectIdSchema),
});
export type UpdateResidenceInput = z.input<typeof updateResidenceInputSchema>;

export const updateRoleInputSchema = z.object({
  role: required(accountsMessages.roleRequired, roleSchema),
});
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;

/** The password reset: a real minimum of 6 characters, whatever the old console did. */
export const updatePasswordInputSchema = z.object({ password: passwordSchema });
export type UpdatePasswordInput = z.input<typeof updatePasswordInputSchema>;

export const subListQuerySchema = listQuerySchema({}, ACCOUNT_SUBLIST_PAGE_SIZE);
export const activityLogTypeValues = Object.values(ActivityLogType) as ActivityLogType[];
export const logListQuerySchema = subListQuerySchema.extend({
  type: optionalFilter(numericEnumSchema(activityLogTypeValues, accountsMessages.invalidLogType)),
});
export type LogListQuery = z.input<typeof logListQuerySchema>;

export const deviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  uid: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListAnswerSchema = listAnswer(deviceSchema);

export const activityLogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.number().int(),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
export const activityLogListAnswerSchema = listAnswer(activityLogSchema);

// ---- staff (spec 001 section 7, Staff) ----

export const staffPaths = {
  findUser: '/admin/find/user',
  updateStaff: '/admin/update/staff',
  createAccount: '/admin/create/account',
  list: '/admin/get/staff',
} as const;

const staffRoleSchema = required(
  accountsMessages.roleRequired,
  numericEnumSchema(staffRoles as Role[], accountsMessages.staffRole),
);

export const findUserInputSchema = z.object({ phone: phoneSchema });
export const updateStaffInputSchema = z.object({
  userId: objectIdSchema,
  buildingId: optionalIdSchema,
  role: staffRoleSchema,
});
export type UpdateStaffInput = z.input<typeof updateStaffInputSchema>;
export const createStaffInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  buildingId: optionalIdSchema,
  password: passwordSchema,
  role: staffRoleSchema,
});
export type CreateStaffInput = z.input<typeof createStaffInputSchema>;
export const staffListQuerySchema = textSearchQuerySchema();
export const staffListAnswerSchema = listAnswer(accountDetailSchema);

// ---- shippers (spec 000 sections 2, 3 and 7) ----

export const shipperAdminPaths = {
  list: '/api/v1.1/admin/shipper',
  approve: '/api/v1.1/admin/shipper/approve',
  reject: '/api/v1.1/admin/shipper/reject',
  update: '/api/v1.1/admin/shipper/:id',
  /** One shipper as its list row (GET; the live list reads a row changed elsewhere again, issue 28). */
  detail: '/api/v1.1/admin/shipper/:id',
  /** Pending shippers approved or rejected many at once (issue 27 item 3). */
  bulkApprove: bulkPath('/api/v1.1/admin/shipper', 'approve'),
  bulkReject: bulkPath('/api/v1.1/admin/shipper', 'reject'),
} as const;

export const shipperMessages = {
  invalidStatus: 'Trạng thái không hợp lệ',
  notFound: 'Không tìm thấy shipper',
  staffCodeRequired: 'Vui lòng nhập mã nhân viên!',
  staffCodeTooLong: 'Mã nhân viên tối đa 50 ký tự',
  staffCodeTaken: 'Mã nhân viên này đã được sử dụng',
  buildingRequired: 'Vui lòng chọn tòa nhà!',
  buildingNotFound: 'Không tìm thấy tòa nhà',
  reasonRequired: 'Vui lòng nhập lý do từ chối!',
  reasonTooLong: 'Lý do từ chối tối đa 500 ký tự',
  alreadyApproved: 'Shipper này đã được duyệt',
  alreadyRejected: 'Shipper này đã bị từ chối',
  approved: 'Duyệt shipper thành công!',
  rejected: 'Đã từ chối shipper!',
  updated: 'Cập nhật shipper thành công!',
} as const;

export const shipperStatusLabels: Record<number, string> = {
  0: 'Chờ duyệt',
  1: 'Đã duyệt',
  2: 'Đã từ chối',
};

export const shipperListQuerySchema = listQuerySchema({
  text: textFilterSchema,
  status: optionalFilter(numericEnumSchema([0, 1, 2], shipperMessages.invalidStatus)),
});
export type ShipperListQuery = z.input<typeof shipperListQuerySchema>;

/** A row of the shipper list: the shipper as the pickers show it, and where its approval stands. */
export const shipperAdminRowSchema = shipperSchema.extend({
  /** ShipperStatus: 0 pending, 1 approved, 2 rejected. */
  status: z.number().int(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipperAdminRow = z.infer<typeof shipperAdminRowSchema>;
export const shipperListAnswerSchema = listAnswer(shipperAdminRowSchema);
export const shipperChangeAnswerSchema = changeAnswer(shipperAdminRowSchema);
export const shipperAnswerSchema = z.object({ data: shipperAdminRowSchema });
export type ShipperAnswer = z.infer<typeof shipperAnswerSchema>;
export type ShipperChangeAnswer = z.infer<typeof shipperChangeAnswerSchema>;

const staffCodeSchema = required(
  shipperMessages.staffCodeRequired,
  requiredText(shipperMessages.staffCodeRequired, 50, shipperMessages.staffCodeTooLong),
);
/** The client's own clock is not trusted: the server stamps approvedAt / rejectedAt; any sent value is checked, then ignored. */
const clientTime = z.iso.datetime({ offset: true, error: 'Thời điểm không hợp lệ' }).optional();

export const approveShipperInputSchema = z.object({
  _id: objectIdSchema,
  buildingId: required(shipperMessages.buildingRequired, objectIdSchema),
  staffCode: staffCodeSchema,
  approvedAt: clientTime,
});
export type ApproveShipperInput = z.input<typeof approveShipperInputSchema>;

export const rejectShipperInputSchema = z.object({
  _id: objectIdSchema,
  buildingId: optionalIdSchema,
  rejectedReason: required(
    shipperMessages.reasonRequired,
    requiredMultilineText(shipperMessages.reasonRequired, 500, shipperMessages.reasonTooLong),
  ),
  rejectedAt: clientTime,
});
export type RejectShipperInput = z.input<typeof rejectShipperInputSchema>;

/**
 * Body of the bulk approval: the pending shippers only; each is approved with its own staff code and
 * building, as the single approval's form starts from (docs/decisions/lists.md).
 */
export const bulkApproveShippersInputSchema = bulkInputSchema();
export type BulkApproveShippersInput = z.input<typeof bulkApproveShippersInputSchema>;
/** Body of the bulk rejection: the pending shippers and one reason, checked as the single one's. */
export const bulkRejectShippersInputSchema = bulkInputSchema({
  rejectedReason: rejectShipperInputSchema.shape.rejectedReason,
});
export type BulkRejectShippersInput = z.input<typeof bulkRejectShippersInputSchema>;

export const updateShipperInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  staffCode: safeString().trim().max(50, { error: shipperMessages.staffCodeTooLong }).default(''),
  buildingId: optionalIdSchema,
});
export type UpdateShipperInput = z.input<typeof updateShipperInputSchema>;
export const shipperIdParamsSchema = z.object({ id: objectIdSchema });
