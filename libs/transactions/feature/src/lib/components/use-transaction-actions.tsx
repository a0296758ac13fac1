import { useCallback } from 'react';
import {
  rejectFormSchema,
  transactionTypeLabels,
  type Transaction,
  type TransactionType,
} from '@app/transactions-contract';
import { confirm, PromptDialog, toast, useDialogs, type DialogOutcome } from '@app/ui';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { approve, reject, type DecisionResult } from '../store/transactions-store';
import { TransactionViewDialog } from './transaction-view-dialog';

/** A toast for the outcome, except input the server refused (its message goes to the field). */
function report(result: DecisionResult): DialogOutcome {
  if (!result.ok && result.invalid) return { refused: result.error };
  if (result.ok) toast.success(result.message, messages.successTitle);
  else toast.error(result.message);
  return result.ok || result.conflict ? 'close' : 'stay';
}

/**
 * 'Xem' opens the transaction; while it is pending, 'Duyệt' asks for a confirmation and approves,
 * 'Từ chối' asks for the reason and rejects. The answer's row replaces the list's row, so the
 * status and the transaction date show at once.
 */
export function useTransactionActions(): { view: (row: Transaction) => void } {
  const dialogs = useDialogs();

  const approveRow = useCallback(async (row: Transaction) => {
    const sure = await confirm({
      title: messages.confirmApprove.title,
      message: messages.confirmApprove.message(
        transactionTypeLabels[row.type as TransactionType],
        formatMoney(row.amount),
        row.user.name,
      ),
      confirmText: messages.confirmApprove.confirm,
      cancelText: messages.confirmApprove.cancel,
    });
    if (!sure) return false;
    return report(await approve(row)) === 'close';
  }, []);

  const rejectRow = useCallback(
    async (row: Transaction) => {
      // The reject form: a required reason, 'Vui lòng nhập lý do từ chối!' (spec section 5).
      const notes = await dialogs.open(PromptDialog, {
        title: messages.rejectDialog.title,
        label: messages.rejectDialog.label,
        placeholder: messages.rejectDialog.placeholder,
        multiline: true,
        schema: rejectFormSchema.shape.notes,
        submitText: messages.rejectDialog.save,
        submitColor: 'error',
        submit: async (text) => report(await reject(row, text)),
      });
      return notes !== undefined;
    },
    [dialogs],
  );

  const view = useCallback(
    (row: Transaction) =>
      void dialogs.open(TransactionViewDialog, { row, approve: approveRow, reject: rejectRow }),
    [dialogs, approveRow, rejectRow],
  );

  return { view };
}
