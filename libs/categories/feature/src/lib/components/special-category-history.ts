import { historyAuthorLabel, type HistoryEntry } from '@app/contract';
import { SpecialCategoryChangeAction as A } from '@app/categories-contract';
import { messages } from '../messages';

const h = messages.history;
const text = (value: unknown) => (typeof value === 'string' && value ? value : h.unknown);

/**
 * One product decision of a special category as a sentence: 'Trần Thị Quản Lý (Quản trị viên) đã
 * duyệt sản phẩm Bánh mì (Tiệm Bánh Sunrise) vào danh mục', '… đã từ chối sản phẩm …', '… đã gỡ
 * sản phẩm … khỏi danh mục'.
 */
export function describeSpecialCategoryChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  const product = text(entry.details['product']);
  const shop = text(entry.details['shop']);
  if (entry.action === A.PRODUCT_APPROVE) return h.approved(who, product, shop);
  if (entry.action === A.PRODUCT_REJECT) return h.rejected(who, product, shop);
  return h.removed(who, product, shop);
}
