import { useCallback, useState, type ReactNode } from 'react';
import { OrderStatus, type OrderListItem, type UnpaidReason } from '@app/orders-contract';
import { toast } from '@app/ui';
import { messages } from '../messages';
import { useOrdersStore, type ChangeResult } from '../store/orders-store';
import { OrderViewDialog } from './order-view-dialog';
import type { DialogOutcome } from './dialog-outcome';
import type { OrderAction } from './orders-table';
import { ShopNoteDialog } from './shop-note-dialog';
import { UnpaidReasonDialog } from './unpaid-reason-dialog';

type Open = {
  kind: 'view' | 'note' | 'cancel' | 'success' | 'editReason';
  order: OrderListItem;
} | null;

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
 * The status changes and row actions of the order list, with their dialogs (spec section 4):
 * cancel asks for a shop note, success for an unpaid reason, any other status changes at once;
 * 'Xem' opens the order, 'Ghi chú' the note, 'Sửa lý do' the reason of a success order.
 *
 * @example
 * const { chooseStatus, runAction, dialogs } = useOrderActions();
 * <OrdersTable onChooseStatus={chooseStatus} onAction={runAction} ... />{dialogs}
 */
export function useOrderActions(): {
  chooseStatus: (order: OrderListItem, target: OrderStatus) => void;
  runAction: (order: OrderListItem, action: OrderAction) => void;
  dialogs: ReactNode;
} {
  const changeStatus = useOrdersStore((s) => s.changeStatus);
  const saveShopNote = useOrdersStore((s) => s.saveShopNote);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);

  const chooseStatus = useCallback(
    (order: OrderListItem, target: OrderStatus) => {
      if (target === OrderStatus.CANCELED) setOpen({ kind: 'cancel', order });
      else if (target === OrderStatus.SUCCESS) setOpen({ kind: 'success', order });
      else void changeStatus(order, { pkgStatusNumber: target }).then(report);
    },
    [changeStatus],
  );

  const runAction = useCallback(
    (order: OrderListItem, action: OrderAction) => setOpen({ kind: action, order }),
    [],
  );

  let dialogs: ReactNode = null;
  if (open?.kind === 'view') dialogs = <OrderViewDialog order={open.order} onClose={close} />;
  if (open?.kind === 'cancel' || open?.kind === 'note') {
    const { order } = open;
    dialogs = (
      <ShopNoteDialog
        open
        title={
          open.kind === 'cancel'
            ? messages.shopNoteDialog.cancelTitle
            : messages.shopNoteDialog.noteTitle
        }
        initialNote={open.kind === 'note' ? order.shopNote : ''}
        onClose={close}
        onSubmit={async (shopNote) =>
          report(
            open.kind === 'cancel'
              ? await changeStatus(order, { pkgStatusNumber: OrderStatus.CANCELED, shopNote })
              : await saveShopNote(order, shopNote),
          )
        }
      />
    );
  }
  if (open?.kind === 'success' || open?.kind === 'editReason') {
    const { order } = open;
    dialogs = (
      <UnpaidReasonDialog
        open
        initialReason={
          open.kind === 'editReason' ? (order.payment.unpaidReason as UnpaidReason | null) : null
        }
        onClose={close}
        onSubmit={async (unpaidReason) =>
          report(
            await changeStatus(order, {
              pkgStatusNumber: OrderStatus.SUCCESS,
              payment: { unpaidReason },
            }),
          )
        }
      />
    );
  }
  return { chooseStatus, runAction, dialogs };
}
