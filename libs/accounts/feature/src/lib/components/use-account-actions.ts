import { useCallback } from 'react';
import { confirm, toast } from '@app/ui';
import type { AccountListItem } from '@app/accounts-contract';
import { approveAccount, deleteAccount, rejectAccount } from '../api/accounts-api';
import { messages } from '../messages';
import { changeAccount, removeFromAccount, type ChangeResult } from '../store/accounts-store';

export type AccountAction = 'approve' | 'reject' | 'delete';

const show = (result: ChangeResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message);

/** What a row's or the detail's approve, reject and delete do: confirm, call, toast. */
export function useAccountActions(onDeleted?: () => void) {
  return useCallback(
    async (account: Pick<AccountListItem, '_id'>, action: AccountAction) => {
      if (action === 'approve') {
        if (
          !(await confirm({
            title: messages.actions.approve,
            message: messages.confirm.approve,
            confirmColor: 'success',
          }))
        )
          return;
        show(await changeAccount(account._id, () => approveAccount(account._id)));
      } else if (action === 'reject') {
        if (
          !(await confirm({
            title: messages.actions.reject,
            message: messages.confirm.reject,
            confirmColor: 'warning',
          }))
        )
          return;
        show(await changeAccount(account._id, () => rejectAccount(account._id)));
      } else {
        if (
          !(await confirm({
            title: messages.confirm.deleteTitle,
            message: messages.confirm.delete,
            confirmColor: 'error',
          }))
        )
          return;
        const result = await removeFromAccount(account._id, () => deleteAccount(account._id));
        show(result);
        if (result.ok) onDeleted?.();
      }
    },
    [onDeleted],
  );
}
