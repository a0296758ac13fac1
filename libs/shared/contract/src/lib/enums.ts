/**
 * The enumerations every domain shares (roles, request states, device types), with their numeric values,
 * written once. Labels are the Vietnamese names of vi-glossary.md; features show them as they are.
 *
 * Domain enumerations are here too because they are the database's vocabulary (schema, seeder); each
 * domain's contract re-exports its own, and its code imports them from there.
 */

export const Role = {
  SUPER_ADMIN: 0,
  USER: 1,
  MERCHANT: 2,
  OPERATOR: 5,
  USER_MERCHANT: 7,
  ADMIN: 8,
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roleValues = Object.values(Role) as Role[];
export const staffRoles: readonly Role[] = [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR];
export const isStaffRole = (role: number): role is Role =>
  (staffRoles as readonly number[]).includes(role);
export const roleLabels: Record<Role, string> = {
  [Role.SUPER_ADMIN]: 'Quản trị cấp cao',
  [Role.USER]: 'Cư dân',
  [Role.MERCHANT]: 'Chủ cửa hàng',
  [Role.OPERATOR]: 'Ban quản lý tòa nhà',
  [Role.USER_MERCHANT]: 'Cư dân kinh doanh',
  [Role.ADMIN]: 'Quản trị viên',
};

/** Status of a business request (transactions, shippers): pending 0, approved 1, rejected 2. */
export const RequestStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const requestStatusLabels: Record<RequestStatus, string> = {
  [RequestStatus.PENDING]: 'Chờ xử lý',
  [RequestStatus.APPROVED]: 'Đã duyệt',
  [RequestStatus.REJECTED]: 'Đã từ chối',
};

export const DeviceType = { ANDROID: 'android', IOS: 'ios', WEB: 'web', OTHER: 'other' } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];
export const deviceTypeValues = Object.values(DeviceType) as DeviceType[];

/** Kind of an account's activity-log entry: written by auth (sign-in) and accounts (changes). */
export const ActivityLogType = { UNKNOWN: 0, ACTIVITY: 1, EMAIL: 2 } as const;
export type ActivityLogType = (typeof ActivityLogType)[keyof typeof ActivityLogType];

// ---- orders ----

export const OrderStatus = {
  CANCELED: 0,
  PENDING: 1,
  DELIVERY: 2,
  SUCCESS: 3,
  DELETED: 4,
  RECEIVED: 5,
  FINISHED: 6,
  WAITING_FOR_DELIVERY: 20,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusValues = Object.values(OrderStatus) as OrderStatus[];
export const orderStatusLabels: Record<OrderStatus, string> = {
  [OrderStatus.CANCELED]: 'Đã hủy',
  [OrderStatus.PENDING]: 'Chờ xác nhận',
  [OrderStatus.WAITING_FOR_DELIVERY]: 'Chờ giao hàng',
  [OrderStatus.DELIVERY]: 'Đang giao',
  [OrderStatus.SUCCESS]: 'Giao thành công',
  [OrderStatus.DELETED]: 'Đã xóa',
  [OrderStatus.RECEIVED]: 'Đã nhận hàng',
  [OrderStatus.FINISHED]: 'Hoàn thành',
};

export const UnpaidReason = {
  DEBIT: 30,
  WIRE_TRANSFER_PENDING: 40,
} as const;
export type UnpaidReason = (typeof UnpaidReason)[keyof typeof UnpaidReason];
export const unpaidReasonValues = Object.values(UnpaidReason) as UnpaidReason[];
export const unpaidReasonLabels: Record<UnpaidReason, string> = {
  [UnpaidReason.DEBIT]: 'Nợ đơn',
  [UnpaidReason.WIRE_TRANSFER_PENDING]: 'Chuyển khoản',
};

/** Payment methods travel as their names (the spec does not show numeric values). */
export const PaymentMethod = {
  COD: 'COD',
  WIRE_TRANSFER: 'WIRE_TRANSFER',
  BEEBOX_PAY: 'BEEBOX_PAY',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethodValues = Object.values(PaymentMethod) as PaymentMethod[];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  [PaymentMethod.COD]: 'Tiền mặt (COD)',
  [PaymentMethod.WIRE_TRANSFER]: 'Chuyển khoản',
  [PaymentMethod.BEEBOX_PAY]: 'Ví điện tử',
};

// ---- accounts ----

export const VerifyState = {
  UNKNOWN: 0,
  PENDING: 1,
  ACTIVE: 2,
} as const;
export type VerifyState = (typeof VerifyState)[keyof typeof VerifyState];
export const verifyStateLabels: Record<VerifyState, string> = {
  [VerifyState.UNKNOWN]: 'Chưa đăng ký căn hộ',
  [VerifyState.PENDING]: 'Chờ duyệt',
  [VerifyState.ACTIVE]: 'Đã xác thực',
};

export const Gender = { EMPTY: '', MALE: 'male', FEMALE: 'female' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Shipper approval state, derived from approvedAt / rejectedAt. */
export const ShipperStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type ShipperStatus = (typeof ShipperStatus)[keyof typeof ShipperStatus];

// ---- buildings ----

export const BuildingStatus = { STOPPED: 0, ACTIVE: 1 } as const;
export type BuildingStatus = (typeof BuildingStatus)[keyof typeof BuildingStatus];
export const buildingStatusLabels: Record<BuildingStatus, string> = {
  [BuildingStatus.STOPPED]: 'Ngừng hoạt động',
  [BuildingStatus.ACTIVE]: 'Đang hoạt động',
};

// ---- shops ----

export const ShopStatus = { INACTIVE: 0, ACTIVE: 1, AWAITING_CONFIRMATION: 2 } as const;
export type ShopStatus = (typeof ShopStatus)[keyof typeof ShopStatus];
export const shopStatusLabels: Record<ShopStatus, string> = {
  [ShopStatus.INACTIVE]: 'Ngừng hoạt động',
  [ShopStatus.ACTIVE]: 'Đang hoạt động',
  [ShopStatus.AWAITING_CONFIRMATION]: 'Chờ xác nhận',
};

/** Shop-building link state. */
export const ShopBuildingStatus = { PENDING: 'pending', ACTIVE: 'active' } as const;
export type ShopBuildingStatus = (typeof ShopBuildingStatus)[keyof typeof ShopBuildingStatus];

// ---- Enumerations of domains not built yet (transactions, notifications, feedback, categories). ----

export const TransactionType = { DEPOSIT: 0, WITHDRAW: 1 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const transactionTypeLabels: Record<TransactionType, string> = {
  [TransactionType.DEPOSIT]: 'Nạp tiền',
  [TransactionType.WITHDRAW]: 'Rút tiền',
};

export const NotificationType = {
  SYSTEM: 0,
  ADMIN: 1,
  SHOP: 2,
  FOR_SHOP: 3,
  FIRE_ALARM: 4,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const notificationTypeLabels: Record<NotificationType, string> = {
  [NotificationType.SYSTEM]: 'Hệ thống',
  [NotificationType.ADMIN]: 'Quản trị',
  [NotificationType.SHOP]: 'Cửa hàng',
  [NotificationType.FOR_SHOP]: 'Dành cho cửa hàng',
  [NotificationType.FIRE_ALARM]: 'Báo cháy',
};

/** The two apps a notification or product list can be shown on (spec: ids 1 and 2). */
export const DisplayOn = { RESIDENT_APP: 1, SHOP_APP: 2 } as const;
export type DisplayOn = (typeof DisplayOn)[keyof typeof DisplayOn];
export const displayOnLabels: Record<DisplayOn, string> = {
  [DisplayOn.RESIDENT_APP]: 'Ứng dụng cư dân',
  [DisplayOn.SHOP_APP]: 'Ứng dụng cửa hàng',
};

export const SendType = {
  BUILDING: 'building',
  FLOOR: 'floor',
  APARTMENT: 'apartment',
  SHOP: 'shop',
} as const;
export type SendType = (typeof SendType)[keyof typeof SendType];
export const sendTypeLabels: Record<SendType, string> = {
  building: 'Tòa nhà',
  floor: 'Tầng',
  apartment: 'Căn hộ',
  shop: 'Cửa hàng',
};

export const FeedbackStatus = { UNPROCESSED: 0, RESOLVED: 1 } as const;
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  [FeedbackStatus.UNPROCESSED]: 'Chưa xử lý',
  [FeedbackStatus.RESOLVED]: 'Đã xử lý',
};

export const ScheduleDateFormat = { DATE: 'date', MONTH: 'month', YEAR: 'year' } as const;
export type ScheduleDateFormat = (typeof ScheduleDateFormat)[keyof typeof ScheduleDateFormat];
