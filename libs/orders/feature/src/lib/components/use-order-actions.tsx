import { lazy, useCallback } from 'react';
import {
  OrderStatus,
  shopNoteFormSchema,
  unpaidReasonFormSchema,
  unpaidReasonLabels,
  unpaidReasonValues,
  type OrderListItem,
  type UnpaidReason,
} from '@app/orders-contract';
import { PromptDialog, toast, useDialogs, type DialogOutcome } from '@app/ui';
import { messages } from '../messages';
import { changeOrderStatus, saveShopNote, type ChangeResult } from '../store/orders-store';
import type { OrderAction } from './orders-table';

// The view loads when it first opens: it is not part of the list.
const OrderViewDialog = lazy(() =>
  import('./order-view-dialog').then((m) => ({ default: m.OrderViewDialog })),
);

const unpaidReasonChoices = unpaidReasonValues.map((value) => ({
  value,
  label: unpaidReasonLabels[value],
}));

/** The shop-note form (cancellation and the Note action): a required note, 'Nhập ghi chú...'. */
const shopNotePrompt = {
  label: messages.shopNoteDialog.label,
  placeholder: messages.shopNoteDialog.placeholder,
  multiline: true,
  schema: shopNoteFormSchema.shape.shopNote,
};

/**
 * Shows the outcome of a change: a toast, except for input the server refused (400), whose message
 * goes back to the dialog's field. A refused change (409) also brought the row up to date.
 */
function report(result: ChangeResult): DialogOutcome {
  if (!result.ok && result.invalid) return { refused: result.error };
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
      // The unpaid-reason form (success and 'Sửa lý do'): 'Vui lòng chọn lý do chưa thanh toán!'.
      dialogs.open(PromptDialog<UnpaidReason>, {
        title: messages.unpaidReasonDialog.title,
        label: messages.unpaidReasonDialog.label,
        schema: unpaidReasonFormSchema.shape.unpaidReason,
        choices: unpaidReasonChoices,
        initial: initialReason,
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
        void dialogs.open(PromptDialog, {
          ...shopNotePrompt,
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
        void dialogs.open(PromptDialog, {
          ...shopNotePrompt,
          title: messages.shopNoteDialog.noteTitle,
          initial: order.shopNote,
          submit: async (shopNote) => report(await saveShopNote(order, shopNote)),
        });
    },
    [dialogs, askReason],
  );

  return { chooseStatus, runAction };
}
