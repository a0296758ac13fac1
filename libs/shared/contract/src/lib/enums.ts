/**
 * The enumerations every domain shares (roles, device types, activity-log kinds), with their values and
 * Vietnamese labels (vi-glossary.md). A domain's own enumerations live in its contract
 * (`libs/<domain>/contract/src/lib/enums.ts`), so that changing one reaches only that domain and the apps.
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

export const DeviceType = { ANDROID: 'android', IOS: 'ios', WEB: 'web', OTHER: 'other' } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];
export const deviceTypeValues = Object.values(DeviceType) as DeviceType[];

/** Kind of an account's activity-log entry: written by auth (sign-in) and accounts (changes). */
export const ActivityLogType = { UNKNOWN: 0, ACTIVITY: 1, EMAIL: 2 } as const;
export type ActivityLogType = (typeof ActivityLogType)[keyof typeof ActivityLogType];
