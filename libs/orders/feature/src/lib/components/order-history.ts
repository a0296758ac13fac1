import { historyAuthorLabel, type HistoryEntry } from '@app/contract';
import {
  OrderChangeAction,
  orderStatusLabels,
  unpaidReasonLabels,
  type OrderStatus,
  type UnpaidReason,
} from '@app/orders-contract';
import { messages } from '../messages';

const h = messages.history;
const statusName = (status: number | null) =>
  status === null ? messages.unknown : (orderStatusLabels[status as OrderStatus] ?? String(status));

/**
 * One entry of an order's history as a Vietnamese sentence: 'Trần Thị Quản Lý (Quản trị viên) đổi
 * trạng thái từ Chờ xác nhận sang Đã hủy — Lý do: Khách đổi ý'; an undo says 'hoàn tác', a bulk
 * change '(đổi hàng loạt)', a success its unpaid reason, a note 'ghi chú: …'.
 */
export function describeOrderChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  if (entry.action === OrderChangeAction.NOTE) return h.noted(who, entry.reason);
  const reasonValue = entry.details['unpaidReason'];
  const unpaid =
    typeof reasonValue === 'number' ? unpaidReasonLabels[reasonValue as UnpaidReason] : undefined;
  const from = statusName(entry.fromStatus);
  const to = statusName(entry.toStatus);
  let sentence =
    entry.fromStatus === entry.toStatus && unpaid
      ? h.reasonEdited(who, unpaid)
      : (entry.details['undo'] ? h.undone : h.changed)(who, from, to) +
        (unpaid ? h.unpaid(unpaid) : '');
  if (entry.details['bulk']) sentence += h.bulk;
  if (entry.reason) sentence += h.reason(entry.reason);
  return sentence;
}
