import { historyAuthorLabel, type HistoryEntry } from '@app/contract';
import { createHistoryStore } from '@app/data-access-api';
import { ProductChangeAction, productsPaths } from '@app/products-contract';
import { messages } from '../messages';

const h = messages.history;

/** The product history's pages (every opening asks the server again: a ban made meanwhile shows). */
export const productHistory = createHistoryStore(productsPaths.history);

/**
 * One ban or unban as a sentence: 'Trần Thị Quản Lý (Quản trị viên) đã khóa sản phẩm — Lý do: Hàng
 * giả', '… đã mở khóa sản phẩm — Lời nhắn: …', with '(hàng loạt)' for a bulk one.
 */
export function describeProductChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  const ban = entry.action === ProductChangeAction.BAN;
  let sentence = (ban ? h.banned : h.unbanned)(who);
  if (entry.details['bulk']) sentence += h.bulk;
  if (entry.reason) sentence += (ban ? h.reason : h.note)(entry.reason);
  return sentence;
}
