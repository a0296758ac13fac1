import { readListQuery } from '@app/ui';
import { specialCategoryList } from './components/special-category-filters';
import { categoriesStore, PRODUCT_CATEGORIES_QUERY } from './store/categories-store';

/**
 * Starts loading the special category list's page for a URL of /dashboard/special-category (the
 * route's loader calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetchSpecialCategories(url: URL): void {
  categoriesStore.specialList.getState().prefetch(readListQuery(specialCategoryList, url).query);
}

/** Starts loading the product category tree for /dashboard/Category (it has no filters). */
export function prefetchProductCategories(): void {
  categoriesStore.tree.getState().prefetch(PRODUCT_CATEGORIES_QUERY);
}
