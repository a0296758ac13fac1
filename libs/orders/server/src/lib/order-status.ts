import {
  canChangeOrderStatus,
  OrderStatus,
  ordersMessages,
  type UnpaidReason,
} from '@app/orders-contract';

/** What a status change asks for, once the contract's schema has validated it. */
export interface StatusChangeRequest {
  pkgStatusNumber: OrderStatus;
  /** The status the user saw; a different current status means someone else changed the order first. */
  currentStatus?: OrderStatus;
  shopNote?: string;
  payment?: { unpaidReason?: UnpaidReason | null };
  /**
   * Only a change of status (the bulk change): `success → success` is refused like any other
   * same-status change instead of editing the unpaid reason, so a repeated bulk change changes
   * nothing twice.
   */
  statusOnly?: boolean;
  /** The console's 'Hoàn tác': the change reverses the one just made (recorded as such in the history). */
  undo?: boolean;
}

/** The columns a status change writes. */
export interface StatusChange {
  status: OrderStatus;
  unpaidReason: UnpaidReason | null;
  shopNote?: string;
}

export type StatusChangePlan =
  | { ok: true; change: StatusChange }
  | {
      ok: false;
      reason: 'stale' | 'refused' | 'shop-note-required' | 'unpaid-reason-required';
      message: string;
    };

/**
 * Decides a status change from the order's current status, by the contract's transition table.
 * Pure: the repository runs it inside the transaction that holds the row, then writes with a guard
 * on the status it read.
 *
 * - A `currentStatus` that is not the order's status is stale (someone else won): refused.
 * - `success → success` edits the unpaid reason (the "Sửa lý do" action) unless `statusOnly`; any
 *   other same-status change, and any change the table does not list, is refused.
 * - Cancel needs a shop note; success needs an unpaid reason. Leaving success clears the reason.
 */
export function planStatusChange(
  current: OrderStatus,
  request: StatusChangeRequest,
): StatusChangePlan {
  const target = request.pkgStatusNumber;
  if (request.currentStatus !== undefined && request.currentStatus !== current) {
    return { ok: false, reason: 'stale', message: ordersMessages.staleStatus(current) };
  }
  const editsReason =
    !request.statusOnly && current === OrderStatus.SUCCESS && target === OrderStatus.SUCCESS;
  if (!editsReason && !canChangeOrderStatus(current, target)) {
    return {
      ok: false,
      reason: 'refused',
      message:
        current === target
          ? ordersMessages.staleStatus(current)
          : ordersMessages.transitionRefused(current, target),
    };
  }
  const shopNote = request.shopNote?.trim();
  if (target === OrderStatus.CANCELED) {
    if (!shopNote)
      return { ok: false, reason: 'shop-note-required', message: ordersMessages.shopNoteRequired };
    return { ok: true, change: { status: target, unpaidReason: null, shopNote } };
  }
  if (target === OrderStatus.SUCCESS) {
    const unpaidReason = request.payment?.unpaidReason ?? null;
    if (unpaidReason === null) {
      return {
        ok: false,
        reason: 'unpaid-reason-required',
        message: ordersMessages.unpaidReasonRequired,
      };
    }
    return {
      ok: true,
      change: { status: target, unpaidReason, ...(shopNote ? { shopNote } : {}) },
    };
  }
  return {
    ok: true,
    change: { status: target, unpaidReason: null, ...(shopNote ? { shopNote } : {}) },
  };
}
