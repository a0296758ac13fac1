/**
 * The accounts domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

export const { byName: VerifyState, labels: verifyStateLabels } = labelledEnum({
  UNKNOWN: [0, 'Chưa đăng ký căn hộ'],
  PENDING: [1, 'Chờ duyệt'],
  ACTIVE: [2, 'Đã xác thực'],
});
export type VerifyState = (typeof VerifyState)[keyof typeof VerifyState];

export const Gender = { EMPTY: '', MALE: 'male', FEMALE: 'female' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Shipper approval state, derived from approvedAt / rejectedAt. */
export const ShipperStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type ShipperStatus = (typeof ShipperStatus)[keyof typeof ShipperStatus];
