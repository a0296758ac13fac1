import { historyAuthorLabel, ShopChangeAction, type HistoryEntry } from '@app/contract';
import { createHistoryStore } from '@app/data-access-api';
import { shopsPaths, shopStatusLabels, type ShopStatus } from '@app/shops-contract';
import { messages } from '../messages';

const h = messages.history;

/** The shop history's pages (every opening asks the server again). */
export const shopHistory = createHistoryStore(shopsPaths.history);

const statusName = (status: number | null) =>
  status === null ? h.unknown : (shopStatusLabels[status as ShopStatus] ?? String(status));

/**
 * One decision about a shop as a sentence: '… đổi trạng thái từ Đang hoạt động sang Ngừng hoạt
 * động', '… đã duyệt cửa hàng vào tòa nhà Sunrise', '… đã từ chối cửa hàng vào tòa nhà …' (a
 * pending link removed), '… đã xóa cửa hàng khỏi tòa nhà …' (an active one).
 */
export function describeShopChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  const building =
    typeof entry.details['building'] === 'string' ? entry.details['building'] : h.unknown;
  if (entry.action === ShopChangeAction.BUILDING_APPROVE) return h.approved(who, building);
  if (entry.action === ShopChangeAction.BUILDING_REMOVE)
    return (entry.details['wasActive'] ? h.removed : h.rejected)(who, building);
  return h.status(who, statusName(entry.fromStatus), statusName(entry.toStatus));
}
