/**
 * The enumerations every domain shares (roles, device types, activity-log kinds), with their values and
 * Vietnamese labels (vi-glossary.md). A domain's own enumerations live in its contract
 * (`libs/<domain>/contract/src/lib/enums.ts`), so that changing one reaches only that domain and the apps.
 */

/**
 * An enumeration declared once with its Vietnamese labels, each name with its value and its label.
 * It gives `byName` (name → value, what `{…} as const` gives), `labels` (value → label) and `values`
 * (the values in the order declared); the type of a value is declared beside it.
 *
 * @example
 * export const { byName: ShopStatus, labels: shopStatusLabels } = labelledEnum({
 *   INACTIVE: [0, 'Ngừng hoạt động'],
 *   ACTIVE: [1, 'Đang hoạt động'],
 * });
 * export type ShopStatus = (typeof ShopStatus)[keyof typeof ShopStatus];
 */
export const labelledEnum = <
  const T extends Readonly<Record<string, readonly [value: string | number, label: string]>>,
>(
  entries: T,
) => {
  type Value = T[keyof T][0];
  const members = Object.entries(entries) as [string, readonly [Value, string]][];
  return {
    byName: Object.fromEntries(members.map(([name, [value]]) => [name, value])) as {
      readonly [Name in keyof T]: T[Name][0];
    },
    labels: Object.fromEntries(members.map(([, [value, label]]) => [value, label])) as Record<
      Value,
      string
    >,
    values: members.map(([, [value]]) => value),
  };
};

export const {
  byName: Role,
  labels: roleLabels,
  values: roleValues,
} = labelledEnum({
  SUPER_ADMIN: [0, 'Quản trị cấp cao'],
  USER: [1, 'Cư dân'],
  MERCHANT: [2, 'Chủ cửa hàng'],
  OPERATOR: [5, 'Ban quản lý tòa nhà'],
  USER_MERCHANT: [7, 'Cư dân kinh doanh'],
  ADMIN: [8, 'Quản trị viên'],
});
export type Role = (typeof Role)[keyof typeof Role];
export const staffRoles: readonly Role[] = [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR];
export const isStaffRole = (role: number): role is Role =>
  (staffRoles as readonly number[]).includes(role);

export const DeviceType = { ANDROID: 'android', IOS: 'ios', WEB: 'web', OTHER: 'other' } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];
export const deviceTypeValues = Object.values(DeviceType) as DeviceType[];

/** Kind of an account's activity-log entry: written by auth (sign-in) and accounts (changes). */
export const ActivityLogType = { UNKNOWN: 0, ACTIVITY: 1, EMAIL: 2 } as const;
export type ActivityLogType = (typeof ActivityLogType)[keyof typeof ActivityLogType];
