import { lazy, useCallback } from 'react';
import {
  OrderStatus,
  orderStatusLabels,
  orderStatusUndo,
  shopNoteFormSchema,
  unpaidReasonFormSchema,
  unpaidReasonLabels,
  unpaidReasonValues,
  type OrderListItem,
  type UnpaidReason,
} from '@app/orders-contract';
import { confirm, PromptDialog, toast, useDialogs, type DialogOutcome } from '@app/ui';
import { messages } from '../messages';
import { changeOrderStatus, saveShopNote, type ChangeResult } from '../store/orders-store';
import type { OrderAction } from './orders-table';

// The view loads when it first opens: it is not part of the list.
const OrderViewDialog = lazy(() =>
  import('./order-view-dialog').then((m) => ({ default: m.OrderViewDialog })),
);

/** How long a status change can be undone ('Hoàn tác'), in ms. */
export const UNDO_MS = 10_000;

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

const statusLabel = (status: number) => orderStatusLabels[status as OrderStatus] ?? String(status);

/**
 * The outcome of a change that does not end the order: with 'Hoàn tác' for 10 s when the table
 * allows the way back (the reverse change, sent with the status the order now has and `undo`, so
 * the server still decides and the history says so); a plain toast otherwise.
 */
function reportUndoable(before: OrderListItem, result: ChangeResult): DialogOutcome {
  if (!result.ok || result.data.status === before.status) return report(result);
  const after = result.data;
  const back = orderStatusUndo(before.status as OrderStatus, after.status as OrderStatus);
  const changed = messages.trust.changed(after.orderCode, statusLabel(after.status));
  if (back === undefined) {
    toast.success(changed, messages.updated);
    return 'close';
  }
  toast.withAction(
    changed,
    {
      label: messages.trust.undo,
      run: () =>
        void changeOrderStatus(after, {
          pkgStatusNumber: back,
          undo: true,
          ...(back === OrderStatus.SUCCESS
            ? { payment: { unpaidReason: before.payment.unpaidReason as UnpaidReason | null } }
            : {}),
        }).then((undone) =>
          undone.ok
            ? toast.success(messages.trust.undone(after.orderCode, statusLabel(back)))
            : report(undone),
        ),
    },
    UNDO_MS,
    messages.updated,
  );
  return 'close';
}

/**
 * The status changes and row actions of the order list (spec section 4), through the dialog
 * service. A change that ends the order asks first, naming it: cancel with its shop note, delete
 * ('Xóa đơn hàng' in the action menu) with a confirmation. Success asks for the unpaid reason; any
 * other status changes at once. A change that does not end the order offers 'Hoàn tác' for 10 s
 * when the table allows the way back (docs/decisions/orders.md, "Status changes people can trust").
 * 'Xem' opens the order, 'Ghi chú' the note, 'Sửa lý do' the reason of a success order.
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
          reportUndoable(
            order,
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
          title: messages.shopNoteDialog.cancelTitleOf(order.orderCode),
          intro: messages.trust.cancelIntro(order.orderCode),
          submitText: messages.trust.cancelSubmit,
          cancelText: messages.trust.keep,
          submitColor: 'error',
          submit: async (shopNote) =>
            report(
              await changeOrderStatus(order, { pkgStatusNumber: OrderStatus.CANCELED, shopNote }),
            ),
        });
      else if (target === OrderStatus.DELETED)
        void confirm({
          title: messages.trust.deleteTitle(order.orderCode),
          message: messages.trust.deleteMessage(order.orderCode),
          confirmText: messages.trust.deleteSubmit,
          cancelText: messages.cancel,
          confirmColor: 'error',
        }).then(async (yes) => {
          if (yes) report(await changeOrderStatus(order, { pkgStatusNumber: OrderStatus.DELETED }));
        });
      else if (target === OrderStatus.SUCCESS) void askReason(order, null);
      else
        void changeOrderStatus(order, { pkgStatusNumber: target }).then((result) =>
          reportUndoable(order, result),
        );
    },
    [dialogs, askReason],
  );

  const runAction = useCallback(
    (order: OrderListItem, action: OrderAction) => {
      if (action === 'view') void dialogs.open(OrderViewDialog, { order });
      else if (action === 'delete') chooseStatus(order, OrderStatus.DELETED);
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
    [dialogs, askReason, chooseStatus],
  );

  return { chooseStatus, runAction };
}
