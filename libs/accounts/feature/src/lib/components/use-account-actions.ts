import { useCallback } from 'react';
import { confirm, toast, type ConfirmOptions } from '@app/ui';
import type { AccountListItem } from '@app/accounts-contract';
import { approveAccount, deleteAccount, rejectAccount } from '../api/accounts-api';
import { messages } from '../messages';
import { changeAccount, removeFromAccount, type ChangeResult } from '../store/accounts-store';

export type AccountAction = 'approve' | 'reject' | 'delete';

const show = (result: ChangeResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message);

const a = messages.actions;
const c = messages.confirm;

/** The question each action asks first. */
const questions: Record<AccountAction, ConfirmOptions> = {
  approve: { title: a.approve, message: c.approve, confirmColor: 'success' },
  reject: { title: a.reject, message: c.reject, confirmColor: 'warning' },
  delete: { title: c.deleteTitle, message: c.delete, confirmColor: 'error' },
};

/** The call each action makes, through the store (a deleted account leaves the lists). */
const calls: Record<AccountAction, (id: string) => Promise<ChangeResult>> = {
  approve: (id) => changeAccount(id, () => approveAccount(id)),
  reject: (id) => changeAccount(id, () => rejectAccount(id)),
  delete: (id) => removeFromAccount(id, () => deleteAccount(id)),
};

/** What a row's or the detail's approve, reject and delete do: confirm, call, toast. */
export function useAccountActions(onDeleted?: () => void) {
  return useCallback(
    async (account: Pick<AccountListItem, '_id'>, action: AccountAction) => {
      if (!(await confirm(questions[action]))) return;
      const result = await calls[action](account._id);
      show(result);
      if (action === 'delete' && result.ok) onDeleted?.();
    },
    [onDeleted],
  );
}
