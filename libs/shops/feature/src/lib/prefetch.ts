import { readListQuery } from '@app/ui';
import { shopList } from './components/shop-filters';
import { shopsStore } from './store/shops-store';

/**
 * Starts loading the shop list's page for a URL of /dashboard/store (the route's loader calls it
 * while the screen's code loads), with the query the screen asks for. The approve modal's
 * buildings load only when it opens, so nothing else is asked.
 */
export function prefetch(url: URL): void {
  shopsStore.list.getState().prefetch(readListQuery(shopList, url).query);
}
