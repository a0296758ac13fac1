import { listOpening, listSearch } from '@app/data-access-api';
import { shopsPaths, type ShopListAnswer } from '@app/shops-contract';
import { paths } from '@app/util-auth';
import { messages } from './messages';

/** The command palette's shops: by name or phone; Enter opens the shop in its list, as 'Xem' does. */
export const shopSearch = listSearch<ShopListAnswer>({
  group: messages.searchGroup,
  route: paths.store,
  path: shopsPaths.list.admin,
  hit: (shop) => ({
    label: shop.name,
    detail: [shop.phone, shop.address].filter(Boolean).join(' · '),
    to: listOpening(paths.store, { text: shop.name }, shop._id),
  }),
});
