import type { ReactNode } from 'react';
import type { HistoryEntry } from '@app/contract';
import type { HistoryStore } from '@app/data-access-api';
import { ActionsDialog } from '../dialogs/actions-dialog';
import type { DialogProps } from '../dialogs/dialogs';
import { uiMessages } from '../messages';
import { HistorySection } from './history-section';

export interface HistoryDialogPayload {
  /** 'Lịch sử sản phẩm Bánh mì'. */
  title: string;
  store: HistoryStore;
  id: string;
  describe: (entry: HistoryEntry) => ReactNode;
}

/**
 * The history of a record that has no page of its own (a product, a shop of the list): the
 * {@link HistorySection} in a dialog, opened from the row's menu with
 * `dialogs.open(HistoryDialog, {title, store, id, describe})`.
 */
export function HistoryDialog({
  open,
  onClose,
  payload: { title, store, id, describe },
}: DialogProps<HistoryDialogPayload>) {
  return (
    <ActionsDialog
      open={open}
      onClose={() => onClose()}
      title={title}
      width="form"
      dismissLabel={uiMessages.history.close}
    >
      <HistorySection store={store} id={id} describe={describe} />
    </ActionsDialog>
  );
}
