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

describe('planStatusChange', () => {
  it.each(orderStatusValues.flatMap((from) => orderStatusValues.map((to) => [from, to] as const)))(
    'from %i to %i follows the contract table',
    (from, to) => {
      const allowed =
        orderStatusTransitions[from].includes(to) || (from === SUCCESS && to === SUCCESS);
      expect(planStatusChange(from, validBody(to)).ok).toBe(allowed);
    },
  );

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
