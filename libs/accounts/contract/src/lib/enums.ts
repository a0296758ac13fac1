/**
 * The accounts domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

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
