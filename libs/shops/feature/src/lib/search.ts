import { listOpening, type RecordSearch } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { searchShops } from './api/shops-api';
import { messages } from './messages';

/** The command palette's shops: by name or phone; Enter opens the shop in its list, as 'Xem' does. */
export const shopSearch: RecordSearch = {
  group: messages.searchGroup,
  route: paths.store,
  search: async (text, signal) =>
    (await searchShops(text, signal)).data.map((shop) => ({
      id: shop._id,
      label: shop.name,
      detail: [shop.phone, shop.address].filter(Boolean).join(' · '),
      to: listOpening(paths.store, { text: shop.name }, shop._id),
    })),
};
