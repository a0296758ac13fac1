import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, useCallback, useState } from 'react';
import type { z } from 'zod';
import type { BulkAnswer } from '@app/contract';
import { isApiError } from '@app/data-access-api';
import { confirm } from '../confirm/confirm-store';
import { useDialogs } from '../dialogs/dialogs';
import type { BulkResultDialog as EagerBulkResultDialog } from './bulk-result-dialog';
import { PromptDialog } from '../dialogs/lazy-prompt-dialog';
import type { DialogOutcome } from '../dialogs/prompt-dialog';
import { toast } from '../toast/toast-store';
import { uiMessages } from '../messages';
import {
  type BulkActionBarProps,
  type BulkBarAction,
  type BulkSelection,
  type BulkSelectionOptions,
  useBulkSelection,
} from './bulk-selection';

const m = uiMessages.bulk;

/** One bulk action of a list: its confirmation, its reason if it needs one, and its server call. */
export interface BulkAction {
  /** The confirmation's title and the result's: 'Duyệt giao dịch'. */
  title: string;
  /** The question naming the count: `(n) => \`Duyệt ${n} giao dịch đã chọn?\``. */
  question: (count: number) => string;
  /** The confirming button: 'Duyệt'. */
  confirmText: string;
  confirmColor?: 'primary' | 'error' | 'warning' | 'success';
  /** The action takes one reason for all rows: asked in the confirmation, checked by its schema. */
  reason?: { label: string; placeholder?: string; schema: z.ZodType<string> };
  /** The one server call (the feature api's typed client): every id, and the reason if any. */
  call: (ids: string[], reason?: string) => Promise<BulkAnswer>;
}

export interface BulkActionOptions<R> {
  /** How the result names a row: its transaction code, its account name. */
  labelOf: (row: R) => string;
  /** After the server answered: reload the list (the feature store's invalidate) and clear the selection. */
  onDone: () => void;
}

export type { BulkResultPayload } from './bulk-result-dialog';

/**
 * The result dialog, loaded the first time one opens: its list is no part of the list screens
 * (issue 31, the order page's 400 KB). Dialogs open inside the dialog host's Suspense.
 */
export const BulkResultDialog = lazy(() =>
  import('./bulk-result-dialog').then((m) => ({ default: m.BulkResultDialog })),
) as unknown as typeof EagerBulkResultDialog;

const failureMessage = (error: unknown) => (isApiError(error) ? error.message : m.failed);

/**
 * The flow of every bulk action (docs/decisions/lists.md, "Bulk actions"): one confirmation naming
 * the count (with the reason's field when the action takes one), then ONE server call, then the
 * list reloads (`onDone`) and the result dialog lists every row, done or refused with the server's
 * reason. A refusal of the whole call (400, 403, the network) is shown as a toast, or under the
 * reason's field when the server refused the reason. `busy` is true while the call runs.
 *
 * @example
 * const { run, busy } = useBulkAction({ labelOf: (t) => t.transactionCode, onDone });
 * run(selection.selected, { title: 'Duyệt giao dịch', question: (n) => `Duyệt ${n} giao dịch đã chọn?`,
 *   confirmText: 'Duyệt', call: (ids) => bulkApproveTransactions(ids) });
 */
export function useBulkAction<R extends { _id: string }>({
  labelOf,
  onDone,
}: BulkActionOptions<R>) {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (rows: readonly R[], action: BulkAction): Promise<BulkAnswer | undefined> => {
      if (rows.length === 0) return undefined;
      const ids = rows.map((r) => r._id);
      const labels = Object.fromEntries(rows.map((r) => [r._id, labelOf(r)]));
      const question = action.question(rows.length);
      let answer: BulkAnswer | undefined;
      const send = async (reason?: string) => {
        setBusy(true);
        try {
          answer = await action.call(ids, reason);
        } finally {
          setBusy(false);
        }
      };

      if (action.reason) {
        const { reason } = action;
        await dialogs.open(PromptDialog, {
          title: action.title,
          intro: question,
          label: reason.label,
          placeholder: reason.placeholder,
          multiline: true,
          schema: reason.schema,
          submitText: action.confirmText,
          submitColor: action.confirmColor ?? 'primary',
          cancelText: m.cancel,
          submit: async (text): Promise<DialogOutcome> => {
            try {
              await send(text);
              return 'close';
            } catch (error) {
              if (isApiError(error) && error.status === 400) return { refused: error };
              toast.error(failureMessage(error));
              return 'stay';
            }
          },
        });
      } else {
        const sure = await confirm({
          title: action.title,
          message: question,
          confirmText: action.confirmText,
          cancelText: m.cancel,
          confirmColor: action.confirmColor,
        });
        if (!sure) return undefined;
        try {
          await send();
        } catch (error) {
          // Nothing was done: the selection stays for another try.
          toast.error(failureMessage(error));
          return undefined;
        }
      }
      if (!answer) return undefined;
      onDone();
      await dialogs.open(BulkResultDialog, { title: action.title, answer, labels });
      return answer;
    },
    [dialogs, labelOf, onDone],
  );

  return { run, busy };
}

/** One button of a list's bulk bar and the action it runs on the selected rows. */
export interface ListBulkAction {
  label: string;
  color?: BulkBarAction['color'];
  action: BulkAction;
}

export interface ListBulkOptions<R>
  extends BulkSelectionOptions<R>,
    Pick<BulkActionOptions<R>, 'labelOf'> {
  /** The feature store's reload of the list, after the server answered. */
  reload: () => void;
  actions: readonly ListBulkAction[];
}

/**
 * A list's bulk actions wired once (`useBulkSelection` + `useBulkAction`): after an answer the
 * selection clears and the list reloads.
 *
 * @example
 * const bulk = useListBulk({ rows: table.rows, isSelectable: isPending, resetKey: query,
 *   labelOf: nameOf, reload: reloadAccounts,
 *   actions: [{ label: 'Duyệt', color: 'success', action: bulkApprove }] });
 * <BulkActionBar {...bulk.bar} />
 * <DataTable {...table} selection={bulk.selection.tableProps} />
 */
export function useListBulk<R extends GridValidRowModel & { _id: string }>({
  rows,
  isSelectable,
  resetKey,
  labelOf,
  reload,
  actions,
}: ListBulkOptions<R>): { selection: BulkSelection<R>; bar: BulkActionBarProps } {
  const selection = useBulkSelection({ rows, isSelectable, resetKey });
  const { clear, selected } = selection;
  const onDone = useCallback(() => {
    clear();
    reload();
  }, [clear, reload]);
  const { run, busy } = useBulkAction<R>({ labelOf, onDone });
  const bar: BulkActionBarProps = {
    count: selected.length,
    onClear: clear,
    busy,
    actions: actions.map(({ label, color, action }) => ({
      label,
      color,
      onClick: () => void run(selected, action),
    })),
  };
  return { selection, bar };
}
