/**
 * The enumerations every domain shares (roles, request states, device types), with their numeric values,
 * written once. Labels are the Vietnamese names of vi-glossary.md; features show them as they are.
 *
 * A domain's own enumerations live in its contract lib (`@app/orders-contract`, ...). The ones below the
 * marker line belong to domains not built yet; each moves to its domain's contract when that domain is made.
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
