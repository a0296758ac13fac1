import { lazy, useCallback } from 'react';
import { OrderStatus, type OrderListItem, type UnpaidReason } from '@app/orders-contract';
import { toast, useDialogs } from '@app/ui';
import { messages } from '../messages';
import { changeOrderStatus, saveShopNote, type ChangeResult } from '../store/orders-store';
import type { DialogOutcome } from './dialog-outcome';
import type { OrderAction } from './orders-table';

// The dialogs load when one first opens: their forms (react-hook-form) are not part of the list.
const OrderViewDialog = lazy(() =>
  import('./order-view-dialog').then((m) => ({ default: m.OrderViewDialog })),
);
const ShopNoteDialog = lazy(() =>
  import('./shop-note-dialog').then((m) => ({ default: m.ShopNoteDialog })),
);
const UnpaidReasonDialog = lazy(() =>
  import('./unpaid-reason-dialog').then((m) => ({ default: m.UnpaidReasonDialog })),
);

/**
 * Shows the outcome of a change: a toast, except for input the server refused (400), whose message
 * goes back to the dialog's field. A refused change (409) also brought the row up to date.
 */
function report(result: ChangeResult): DialogOutcome {
  if (!result.ok && result.invalid) return { fieldError: result.message };
  if (result.ok) toast.success(result.message, messages.successTitle);
  else toast.error(result.message);
  return result.ok || result.conflict ? 'close' : 'stay';
}

/**
 * The status changes and row actions of the order list (spec section 4), through the dialog
 * service: cancel asks for a shop note, success for an unpaid reason, any other status changes at
 * once; 'Xem' opens the order, 'Ghi chú' the note, 'Sửa lý do' the reason of a success order.
 *
 * @example
 * const { chooseStatus, runAction } = useOrderActions();
 * <OrdersTable onChooseStatus={chooseStatus} onAction={runAction} ... />
 */
export function useOrderActions(): {
  chooseStatus: (order: OrderListItem, target: OrderStatus) => void;
  runAction: (order: OrderListItem, action: OrderAction) => void;
} {
  const dialogs = useDialogs();

  const askReason = useCallback(
    (order: OrderListItem, initialReason: UnpaidReason | null) =>
      dialogs.open(UnpaidReasonDialog, {
        initialReason,
        submit: async (unpaidReason) =>
          report(
            await changeOrderStatus(order, {
              pkgStatusNumber: OrderStatus.SUCCESS,
              payment: { unpaidReason },
            }),
          ),
      }),
    [dialogs],
  );

  const chooseStatus = useCallback(
    (order: OrderListItem, target: OrderStatus) => {
      if (target === OrderStatus.CANCELED)
        void dialogs.open(ShopNoteDialog, {
          title: messages.shopNoteDialog.cancelTitle,
          submit: async (shopNote) =>
            report(
              await changeOrderStatus(order, { pkgStatusNumber: OrderStatus.CANCELED, shopNote }),
            ),
        });
      else if (target === OrderStatus.SUCCESS) void askReason(order, null);
      else void changeOrderStatus(order, { pkgStatusNumber: target }).then(report);
    },
    [dialogs, askReason],
  );

  const runAction = useCallback(
    (order: OrderListItem, action: OrderAction) => {
      if (action === 'view') void dialogs.open(OrderViewDialog, { order });
      else if (action === 'editReason')
        void askReason(order, order.payment.unpaidReason as UnpaidReason | null);
      else
        void dialogs.open(ShopNoteDialog, {
          title: messages.shopNoteDialog.noteTitle,
          initialNote: order.shopNote,
          submit: async (shopNote) => report(await saveShopNote(order, shopNote)),
        });
    },
    [dialogs, askReason],
  );

  return { chooseStatus, runAction };
}
