import { z } from 'zod';
import {
  listOrdersQuerySchema,
  ORDERS_PAGE_SIZE,
  type ListOrdersQuery,
  type ShipperStatsQuery,
} from '@app/orders-contract';
import type { ListQuery, UrlFilterValues } from '@app/ui';

export const ViewMode = { LIST: 'list', STATS: 'stats' } as const;
export type ViewMode = (typeof ViewMode)[keyof typeof ViewMode];

/**
 * The order screen's filters, all in the URL query: the list query of the contract (the API's own
 * names and rules, so a URL reads like a call), less the paging, plus the view mode.
 */
export const orderFiltersSchema = z
  .object(listOrdersQuerySchema.shape)
  .omit({ page: true, quantity: true })
  .extend({ view: z.enum([ViewMode.LIST, ViewMode.STATS]).default(ViewMode.LIST) });
export type OrderFilters = UrlFilterValues<typeof orderFiltersSchema>;

/** The list's URL filters and its call of a filter set and page; none while the statistics show. */
export const orderList: ListQuery<typeof orderFiltersSchema, ListOrdersQuery | null> = {
  schema: orderFiltersSchema,
  pageSize: ORDERS_PAGE_SIZE,
  toQuery: ({ view, ...filters }, page) =>
    view === ViewMode.STATS ? null : { ...filters, page, quantity: ORDERS_PAGE_SIZE },
};

/** The statistics call of the same filters (the statistics take lists of buildings and shops). */
export const toStatsQuery = (f: OrderFilters): ShipperStatsQuery => ({
  startDate: f.startDate,
  endDate: f.endDate,
  shipperIds: f.shipperIds,
  pkgStatusNumber: f.pkgStatusNumber,
  buildingIds: f.buildingId ? [f.buildingId] : [],
  shopIds: f.shopId ? [f.shopId] : [],
});
