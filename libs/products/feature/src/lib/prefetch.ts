import { readUrlFilters } from '@app/ui';
import { productFiltersSchema, toProductListQuery } from './components/product-filters';
import { sampleFiltersSchema, toSampleListQuery } from './components/sample-filters';
import { productsStore } from './store/products-store';

/**
 * Starts loading the product list's page for a URL of /dashboard/product (the route's loader calls
 * it while the screen's code loads), with the query the screen asks for: the shop filter is one
 * of the URL's filters (none: every shop's products), the shop picker loads only when opened.
 */
export function prefetchProducts(url: URL): void {
  const { filters, page } = readUrlFilters(productFiltersSchema, url.searchParams);
  productsStore.shopProducts.getState().prefetch(toProductListQuery(filters, page));
}

/**
 * Starts loading the sample product list's page for a URL of /dashboard/ProductAdmin, with the
 * screen's query (the form's categories load only when the form opens).
 */
export function prefetchSamples(url: URL): void {
  const { filters, page } = readUrlFilters(sampleFiltersSchema, url.searchParams);
  productsStore.samples.getState().prefetch(toSampleListQuery(filters, page));
}
