import { z } from 'zod';
import {
  readUrlFilters,
  type UrlFilterSchema,
  type UrlFilterValues,
} from '../filters/use-url-filters';

/**
 * What a list screen and its route's prefetch share: the filters the URL holds, the page size and
 * the list call a filter set and page make (`null`: load nothing).
 */
export interface ListQuery<S extends UrlFilterSchema, Q> {
  schema: S;
  pageSize: number;
  toQuery: (filters: UrlFilterValues<S>, page: number) => Q;
}

/** The URL's part of a paged list's query schema: its fields less `page` and `quantity`. */
interface FiltersOf<T extends Record<string, z.ZodType>> {
  shape: { [K in Exclude<keyof T, 'page' | 'quantity'>]: T[K] };
}

/**
 * The {@link ListQuery} of a list whose URL holds the contract's list query less the paging (the
 * API's own names and rules, so a URL reads like the call): the call is the filters, the page
 * and `pageSize` rows.
 *
 * @example
 * export const shopList = listQuery(listShopsQuerySchema, 50);
 * useListPage(shopList, { useList: useShopList }); // the screen
 * shopsStore.list.getState().prefetch(readListQuery(shopList, url).query); // the route's prefetch
 */
export function listQuery<T extends Record<string, z.ZodType>>(
  querySchema: { shape: T & { page: z.ZodType; quantity: z.ZodType } },
  pageSize: number,
) {
  // From the shape: `omit` refuses a schema with refinements.
  const schema = z
    .object(querySchema.shape)
    .omit({ page: true, quantity: true }) as unknown as FiltersOf<T>;
  return {
    schema,
    pageSize,
    toQuery: (filters: UrlFilterValues<typeof schema>, page: number) => ({
      ...filters,
      page,
      quantity: pageSize,
    }),
  } satisfies ListQuery<typeof schema, unknown>;
}

/**
 * The filters, the page and the list call a URL asks for, outside React: a route's prefetch starts
 * loading the very query the screen will ask for.
 */
export function readListQuery<S extends UrlFilterSchema, Q>(list: ListQuery<S, Q>, url: URL) {
  const { filters, page } = readUrlFilters(list.schema, url.searchParams);
  return { filters, page, query: list.toQuery(filters, page) };
}
