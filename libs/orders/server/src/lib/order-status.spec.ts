import {
  orderStatusTransitions,
  OrderStatus,
  orderStatusValues,
  UnpaidReason,
} from '@app/orders-contract';
import { planStatusChange } from './order-status';

const { CANCELED, PENDING, DELIVERY, SUCCESS, DELETED, RECEIVED, FINISHED, WAITING_FOR_DELIVERY } =
  OrderStatus;

/** A body that satisfies the target's own requirements, so only the table decides. */
const validBody = (to: OrderStatus) => ({
  pkgStatusNumber: to,
  shopNote: to === CANCELED ? 'Khách đổi ý' : undefined,
  payment: to === SUCCESS ? { unpaidReason: UnpaidReason.DEBIT } : undefined,
});

/**
 * The decisions table (docs/decisions.md, "Status transitions") written out by hand: row = from, column = to,
 * in the order of `columns`; 1 = allowed. Never derived from `orderStatusTransitions`, which it checks.
 * `success → success` is the "Sửa lý do" action (a new unpaid reason), so it is allowed.
 */
const columns = [
  CANCELED,
  PENDING,
  DELIVERY,
  SUCCESS,
  DELETED,
  RECEIVED,
  FINISHED,
  WAITING_FOR_DELIVERY,
];
const expectedMatrix: Record<number, string> = {
  //                      0  1  2  3  4  5  6  20
  [CANCELED]: /*    */ '0  0  0  0  1  0  0  0',
  [PENDING]: /*     */ '1  0  1  0  1  0  0  1',
  [DELIVERY]: /*    */ '1  0  0  1  0  1  0  1',
  [SUCCESS]: /*     */ '0  0  0  1  0  1  1  0',
  [DELETED]: /*     */ '0  0  0  0  0  0  0  0',
  [RECEIVED]: /*    */ '0  0  0  1  0  0  1  0',
  [FINISHED]: /*    */ '0  0  0  0  0  0  0  0',
  [WAITING_FOR_DELIVERY]: '1  1  1  0  1  0  0  0',
};
const expected = (from: OrderStatus, to: OrderStatus): boolean =>
  expectedMatrix[from].split(/\s+/)[columns.indexOf(to)] === '1';

describe('planStatusChange', () => {
  it('covers every status in the expected matrix', () => {
    expect([...columns].sort((a, b) => a - b)).toEqual(
      [...orderStatusValues].sort((a, b) => a - b),
    );
  });

  it.each(orderStatusValues.flatMap((from) => orderStatusValues.map((to) => [from, to] as const)))(
    'from %i to %i is allowed exactly as the decisions table says',
    (from, to) => {
      expect(planStatusChange(from, validBody(to)).ok).toBe(expected(from, to));
    },
  );

  it('offers in the contract table exactly the expected matrix, less the reason edit', () => {
    for (const from of orderStatusValues) {
      const offered = [...orderStatusTransitions[from]].sort((a, b) => a - b);
      const allowed = orderStatusValues
        .filter((to) => expected(from, to) && !(from === SUCCESS && to === SUCCESS))
        .sort((a, b) => a - b);
      expect({ from, offered }).toEqual({ from, offered: allowed });
    }
  });

  it('keeps deleted and finished final', () => {
    expect(orderStatusTransitions[DELETED]).toEqual([]);
    expect(orderStatusTransitions[FINISHED]).toEqual([]);
  });

  it('refuses a change made from a stale status', () => {
    const plan = planStatusChange(DELIVERY, {
      pkgStatusNumber: CANCELED,
      currentStatus: PENDING,
      shopNote: 'x',
    });
    expect(plan).toMatchObject({ ok: false, reason: 'stale' });
    if (!plan.ok) expect(plan.message).toContain('Đang giao');
  });

  it('requires a shop note to cancel and stores it trimmed', () => {
    expect(planStatusChange(PENDING, { pkgStatusNumber: CANCELED, shopNote: '  ' })).toMatchObject({
      ok: false,
      message: 'Nhập ghi chú...',
    });
    expect(
      planStatusChange(PENDING, { pkgStatusNumber: CANCELED, shopNote: ' Hết hàng ' }),
    ).toEqual({
      ok: true,
      change: { status: CANCELED, unpaidReason: null, shopNote: 'Hết hàng' },
    });
  });

  it('requires an unpaid reason for success, and lets success edit it', () => {
    expect(planStatusChange(DELIVERY, { pkgStatusNumber: SUCCESS })).toMatchObject({
      ok: false,
      message: 'Vui lòng chọn lý do chưa thanh toán!',
    });
    expect(
      planStatusChange(SUCCESS, { pkgStatusNumber: SUCCESS, payment: { unpaidReason: 40 } }),
    ).toEqual({
      ok: true,
      change: { status: SUCCESS, unpaidReason: 40 },
    });
  });

  it('clears the unpaid reason when the order leaves success', () => {
    expect(planStatusChange(SUCCESS, { pkgStatusNumber: FINISHED })).toEqual({
      ok: true,
      change: { status: FINISHED, unpaidReason: null },
    });
    expect(
      planStatusChange(RECEIVED, { pkgStatusNumber: FINISHED, currentStatus: RECEIVED }).ok,
    ).toBe(true);
    expect(
      planStatusChange(WAITING_FOR_DELIVERY, { pkgStatusNumber: WAITING_FOR_DELIVERY }).ok,
    ).toBe(false);
  });
});
