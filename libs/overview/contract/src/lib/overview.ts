import { z } from 'zod';
import {
  apiDateSchema,
  objectIdSchema,
  optionalFilter,
  twinPath,
  namedRefSchema,
} from '@app/contract';

/**
 * Paths of the reports and statistics (spec 001 section 7). Every report has an operator twin
 * (`/api/v1.1/operator/...`, same shape) that counts only the buildings the operator runs.
 */
export const overviewPaths = {
  daily: twinPath('/report/daily'),
  registers: twinPath('/statistic/registers'),
  users: twinPath('/statistic/users'),
  orders: twinPath('/statistic/orders'),
  purchasedUserApartments: twinPath('/statistic/purchased-user-apartments'),
  percentageApartments: twinPath('/percentage/apartments'),
  /** The older statistics (spec 001 section 7, "Older"). */
  legacyDaily: twinPath('/statistic/daily'),
  sales: twinPath('/statistic/sales'),
  hotProduct: twinPath('/statistic/hot_product'),
} as const;

export const overviewMessages = {
  rangeReversed: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
  rangeTooLong: 'Khoảng thời gian tối đa là 10 năm',
  invalidSalesFilter: 'Kiểu thống kê không hợp lệ (day, month hoặc year)',
} as const;

/** The longest range a statistic accepts, in months (keeps a month series bounded). */
export const MAX_RANGE_MONTHS = 120;
/** How many entries each top list holds (spec 001 section 9). */
export const TOP_LIST_SIZE = 5;

const monthIndex = (ymd: string) => Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(5, 7)) - 1;

/** An optional `YYYY-MM-DD` Vietnam day; an empty string is no day. */
const optionalDay = optionalFilter(apiDateSchema);

/** Refuses a reversed range and one of more than {@link MAX_RANGE_MONTHS} months, on `endDate`. */
const checkRange = (
  value: { startDate?: string; endDate?: string },
  ctx: z.RefinementCtx,
): void => {
  const { startDate, endDate } = value;
  if (!startDate || !endDate) return;
  if (endDate < startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: overviewMessages.rangeReversed });
  } else if (monthIndex(endDate) - monthIndex(startDate) >= MAX_RANGE_MONTHS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: overviewMessages.rangeTooLong });
  }
};

/**
 * Query of `statistic/registers`: the Vietnam days `startDate` to `endDate` inclusive. Absent days
 * default on the server to the overview's range: the first day of the month 11 months ago to the
 * last day of this month.
 */
export const registersQuerySchema = z
  .object({ startDate: optionalDay, endDate: optionalDay })
  .superRefine(checkRange);
export type RegistersQuery = z.input<typeof registersQuerySchema>;

/** Query of `purchased-user-apartments` and `percentage/apartments` (spec 001 section 7). */
export const buildingRangeQuerySchema = z
  .object({
    startDate: optionalDay,
    endDate: optionalDay,
    buildingId: optionalFilter(objectIdSchema),
  })
  .superRefine(checkRange);
export type BuildingRangeQuery = z.input<typeof buildingRangeQuerySchema>;

export const legacyDailyQuerySchema = z.object({ shopId: optionalFilter(objectIdSchema) });
export type LegacyDailyQuery = z.input<typeof legacyDailyQuerySchema>;

/** The bucket of the sales series. */
export const SalesFilter = { DAY: 'day', MONTH: 'month', YEAR: 'year' } as const;
export type SalesFilter = (typeof SalesFilter)[keyof typeof SalesFilter];

/**
 * Query of the older `statistic/sales` and `statistic/hot_product`: a range of Vietnam days, a
 * shop, and `filter`, the bucket of the sales series (day, month or year; default day).
 */
export const salesQuerySchema = z
  .object({
    startDate: optionalDay,
    endDate: optionalDay,
    shopId: optionalFilter(objectIdSchema),
    filter: optionalFilter(
      z.enum(Object.values(SalesFilter) as [SalesFilter, ...SalesFilter[]], {
        error: overviewMessages.invalidSalesFilter,
      }),
    ),
  })
  .superRefine(checkRange);
export type SalesQuery = z.input<typeof salesQuerySchema>;

/** `report/daily` (spec 001 section 3, "Daily report"). */
export const dailyReportSchema = z.object({
  /** Accounts created in the last 24 hours. */
  totalRegistersToday: z.number().int(),
  /** Accounts with an apartment chosen, not yet verified (verify state 1). */
  totalPendingUsers: z.number().int(),
  /** Verified accounts (verify state 2). */
  totalActiveUsers: z.number().int(),
  /** Apartments with at least one verified member. */
  totalActiveApartments: z.number().int(),
  /** Feedback not processed yet (status 0). */
  totalUnreadFeedback: z.number().int(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
export const dailyReportAnswerSchema = z.object({ data: dailyReportSchema });
export type DailyReportAnswer = z.infer<typeof dailyReportAnswerSchema>;

/** One month of `statistic/registers`: `YYYY-MM` (a Vietnam month) and its new accounts. */
export const registersMonthSchema = z.object({ month: z.string(), total: z.number().int() });
export type RegistersMonth = z.infer<typeof registersMonthSchema>;
export const registersAnswerSchema = z.object({ data: z.array(registersMonthSchema) });
export type RegistersAnswer = z.infer<typeof registersAnswerSchema>;

/** One building of `statistic/users`: its pending and its active (verified) accounts. */
export const buildingUsersSchema = z.object({
  building: namedRefSchema,
  pending: z.number().int(),
  active: z.number().int(),
});
export type BuildingUsers = z.infer<typeof buildingUsersSchema>;
export const usersAnswerSchema = z.object({ data: z.array(buildingUsersSchema) });
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

/** An order ranking entry (spec 001 section 3): the customer and their orders this month. */
export const orderRankingEntrySchema = z.object({
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string(), phone: z.string() }),
  apartment: namedRefSchema.nullable(),
  building: namedRefSchema.nullable(),
  totalPrices: z.number(),
  totalOrders: z.number().int(),
});
export type OrderRankingEntry = z.infer<typeof orderRankingEntrySchema>;
export const ordersRankingAnswerSchema = z.object({
  data: z.object({
    /** The month counted, `YYYY-MM` in Vietnam time. */
    month: z.string(),
    topPrices: z.array(orderRankingEntrySchema),
    topOrders: z.array(orderRankingEntrySchema),
  }),
});
export type OrdersRankingAnswer = z.infer<typeof ordersRankingAnswerSchema>;

export const purchasedUserApartmentsAnswerSchema = z.object({
  data: z.object({
    /** Verified accounts living in the buildings counted. */
    totalUsers: z.number().int(),
    /**
     * Of `totalUsers` (the same population: verified residents of the buildings counted), those with
     * an order (neither cancelled nor deleted) in those buildings in the range; never above `totalUsers`.
     */
    purchasedUsers: z.number().int(),
    totalApartments: z.number().int(),
    /** Of `totalApartments`, the apartments with such an order in the range. */
    purchasedApartments: z.number().int(),
  }),
});
export type PurchasedUserApartmentsAnswer = z.infer<typeof purchasedUserApartmentsAnswerSchema>;

/** Apartment percentage stats (spec 001 section 3); empty = no verified member. */
export const percentageApartmentsAnswerSchema = z.object({
  data: z.object({ totalApartments: z.number().int(), totalEmptyApartments: z.number().int() }),
});
export type PercentageApartmentsAnswer = z.infer<typeof percentageApartmentsAnswerSchema>;

/** The older daily statistic (spec 001 section 3): today's orders (Vietnam day) and feedback. */
export const legacyDailyAnswerSchema = z.object({
  data: z.object({
    successPackages: z.number().int(),
    packagesPrice: z.number(),
    pendingPackages: z.number().int(),
    totalFeedback: z.number().int(),
  }),
});
export type LegacyDailyAnswer = z.infer<typeof legacyDailyAnswerSchema>;

/** One bucket of the older sales series: `YYYY-MM-DD`, `YYYY-MM` or `YYYY` (Vietnam time). */
export const salesBucketSchema = z.object({
  date: z.string(),
  totalOrders: z.number().int(),
  totalPrices: z.number(),
});
export const salesAnswerSchema = z.object({ data: z.array(salesBucketSchema) });
export type SalesAnswer = z.infer<typeof salesAnswerSchema>;

/** One product of the older hot-product statistic: the quantity sold and its amount. */
export const hotProductSchema = z.object({
  product: namedRefSchema.nullable(),
  name: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
});
export const hotProductAnswerSchema = z.object({ data: z.array(hotProductSchema) });
export type HotProductAnswer = z.infer<typeof hotProductAnswerSchema>;
