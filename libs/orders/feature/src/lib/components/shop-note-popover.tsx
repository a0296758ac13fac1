import { NotePopover } from '@app/ui';
import { messages } from '../messages';

/** The shop note of an order, in a popover opened from the order code cell. */
export function ShopNotePopover({ orderCode, shopNote }: { orderCode: string; shopNote: string }) {
  return (
    <NotePopover
      label={messages.showShopNote(orderCode)}
      title={messages.shopNote}
      text={shopNote}
      emptyText={messages.noShopNote}
      primary={Boolean(shopNote)}
    />
  );
}
