import { urlFilter, type UrlFilterValues } from '@app/ui';
import type { ListOrdersQuery, ShipperStatsQuery } from '@app/orders-contract';

export const ViewMode = { LIST: 'list', STATS: 'stats' } as const;
export type ViewMode = (typeof ViewMode)[keyof typeof ViewMode];

/** The order screen's filters, all in the URL query (the API's own names, so a URL reads like a call). */
export const orderFilterSpec = {
  view: urlFilter.string(ViewMode.LIST),
  code: urlFilter.string(),
  startDate: urlFilter.string(),
  endDate: urlFilter.string(),
  buildingId: urlFilter.string(),
  shopId: urlFilter.string(),
  customer: urlFilter.string(),
  shipperIds: urlFilter.strings(),
  pkgStatusNumber: urlFilter.numbers(),
  paymentMethods: urlFilter.strings(),
};
export type OrderFilters = UrlFilterValues<typeof orderFilterSpec>;

/** The list call of a filter set and page. */
export const toListQuery = (f: OrderFilters, page: number, quantity: number): ListOrdersQuery => ({
  page,
  quantity,
  code: f.code,
  startDate: f.startDate,
  endDate: f.endDate,
  buildingId: f.buildingId,
  shopId: f.shopId,
  customer: f.customer,
  shipperIds: f.shipperIds,
  pkgStatusNumber: f.pkgStatusNumber as ListOrdersQuery['pkgStatusNumber'],
  paymentMethods: f.paymentMethods as ListOrdersQuery['paymentMethods'],
});

/** The statistics call of the same filters (the statistics take lists of buildings and shops). */
export const toStatsQuery = (f: OrderFilters): ShipperStatsQuery => ({
  startDate: f.startDate,
  endDate: f.endDate,
  shipperIds: f.shipperIds,
  pkgStatusNumber: f.pkgStatusNumber as ShipperStatsQuery['pkgStatusNumber'],
  buildingIds: f.buildingId ? [f.buildingId] : [],
  shopIds: f.shopId ? [f.shopId] : [],
});
