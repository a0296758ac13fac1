import { useCallback } from 'react';
import { confirm, PromptDialog, toast, useDialogs, type ConfirmOptions } from '@app/ui';
import {
  rejectReasonSchema,
  REJECT_REASON_MAX,
  type AccountListItem,
} from '@app/accounts-contract';
import { approveAccount, deleteAccount, rejectAccount } from '../api/accounts-api';
import { messages } from '../messages';
import { changeAccount, removeFromAccount, type ChangeResult } from '../store/accounts-store';

export type AccountAction = 'approve' | 'reject' | 'delete';

const show = (result: ChangeResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message);

const a = messages.actions;
const c = messages.confirm;

/** The question approve and delete ask first (reject asks for its optional reason instead). */
const questions: Record<Exclude<AccountAction, 'reject'>, ConfirmOptions> = {
  approve: { title: a.approve, message: c.approve, confirmColor: 'success' },
  delete: { title: c.deleteTitle, message: c.delete, confirmColor: 'error' },
};

/** The call approve and delete make, through the store (a deleted account leaves the lists). */
const calls: Record<Exclude<AccountAction, 'reject'>, (id: string) => Promise<ChangeResult>> = {
  approve: (id) => changeAccount(id, () => approveAccount(id)),
  delete: (id) => removeFromAccount(id, () => deleteAccount(id)),
};

const r = messages.rejectDialog;

/**
 * What a row's or the detail's approve, reject and delete do: confirm, call, toast. Reject asks for
 * its reason (optional, kept in the account's history); a reason the server refuses (400) shows
 * under the field.
 */
export function useAccountActions(onDeleted?: () => void) {
  const dialogs = useDialogs();
  return useCallback(
    async (account: Pick<AccountListItem, '_id'>, action: AccountAction) => {
      if (action === 'reject') {
        await dialogs.open(PromptDialog, {
          title: r.title,
          intro: r.intro,
          label: r.label,
          placeholder: r.placeholder,
          multiline: true,
          required: false,
          maxLength: REJECT_REASON_MAX,
          schema: rejectReasonSchema.transform((v) => v ?? ''),
          submitText: r.submit,
          cancelText: r.cancel,
          submitColor: 'warning',
          submit: async (reason) => {
            const result = await changeAccount(account._id, () =>
              rejectAccount(account._id, reason),
            );
            if (!result.ok && result.status === 400) return { refused: result.error };
            show(result);
            return 'close';
          },
        });
        return;
      }
      if (!(await confirm(questions[action]))) return;
      const result = await calls[action](account._id);
      show(result);
      if (action === 'delete' && result.ok) onDeleted?.();
    },
    [dialogs, onDeleted],
  );
}
