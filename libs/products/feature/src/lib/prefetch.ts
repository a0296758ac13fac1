import { readListQuery } from '@app/ui';
import { productList } from './components/product-filters';
import { sampleList } from './components/sample-filters';
import { productsStore } from './store/products-store';

/**
 * Starts loading the product list's page for a URL of /dashboard/product (the route's loader calls
 * it while the screen's code loads), with the query the screen asks for: the shop filter is one
 * of the URL's filters (none: every shop's products), the shop picker loads only when opened.
 */
export function prefetchProducts(url: URL): void {
  productsStore.shopProducts.getState().prefetch(readListQuery(productList, url).query);
}

/**
 * Starts loading the sample product list's page for a URL of /dashboard/ProductAdmin, with the
 * screen's query (the form's categories load only when the form opens).
 */
export function prefetchSamples(url: URL): void {
  productsStore.samples.getState().prefetch(readListQuery(sampleList, url).query);
}
