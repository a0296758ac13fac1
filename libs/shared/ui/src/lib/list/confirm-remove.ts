import { confirm } from '../confirm/confirm-store';
import { toast } from '../toast/toast-store';

/** A feature store's change: whether it went through, and the server's message either way. */
export interface ChangeResult {
  ok: boolean;
  message: string;
}

/**
 * A list row's deletion: asks `message` with a red confirm button, then runs `remove` and shows
 * its outcome, the server's message as a success toast titled `successTitle` or as an error.
 * Nothing happens when the user cancels.
 *
 * @example await confirmRemove(m.confirmDelete, () => deleteBuilding(row._id), m.successTitle);
 */
export async function confirmRemove(
  message: string,
  remove: () => Promise<ChangeResult>,
  successTitle: string,
): Promise<void> {
  if (!(await confirm({ message, confirmColor: 'error' }))) return;
  const result = await remove();
  if (result.ok) toast.success(result.message, successTitle);
  else toast.error(result.message);
}
