import { z } from 'zod';
import {
  apiDateSchema,
  multiValue,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  type PageInfoAnswer,
  safeMultilineString,
  safeString,
  textFilterSchema,
  namedRefSchema,
  pickerPaths,
  pagingShape,
  exportPath,
  changeAnswer,
  sortSchema,
  bulkInputSchema,
  bulkPath,
  historyAnswerSchema,
} from '@app/contract';
import {
  OrderStatus,
  orderStatusLabels,
  orderStatusValues,
  type PaymentMethod,
  paymentMethodValues,
  type UnpaidReason,
  unpaidReasonValues,
} from './enums';

/** Paths of the orders domain (spec 000 section 7). `:id` / `:packId` are filled by `orderPath`. */
export const ordersPaths = {
  list: '/admin/package',
  /** Every order the list's filters select, as CSV or XLSX (issue 27). */
  export: exportPath('/admin/package'),
  /** Many orders to one status at once, each row by the transition table (issue 27 item 3). */
  bulkStatus: bulkPath('/admin/package', 'status'),
  detail: '/admin/package/:id',
  status: '/admin/package/:id/status',
  shopNote: '/admin/package/:id/shop-note',
  /** The order's history from the change log, newest first, paged (issue 29). */
  history: '/admin/package/:id/history',
  /** The delivery slips of many orders with their route, in one call (issue 29 item 3). */
  slips: '/admin/package/slips',
  /** Served by the accounts domain (the shipper list is its); the order filter calls it. */
  allShippers: pickerPaths.allShippers,
  info: '/admin/package/info/:packId',
  /** getShippingStatsByShipper: the spec does not show the path. */
  shipperStats: '/admin/package/stats/shipper',
} as const;

/** Fills the `:id` or `:packId` of an orders path. */
export const orderPath = (path: string, id: string): string =>
  path.replace(/:(id|packId)\b/, encodeURIComponent(id));

/** Default page size of the order list (spec section 9). */
export const ORDERS_PAGE_SIZE = 10;
/** How long the console keeps one shipper statistics answer (spec section 9: 300000 ms). */
export const SHIPPER_STATS_CACHE_MS = 300_000;
/** Above this many matching orders the list's total is no longer counted row by row (docs/decisions.md). */
export const ORDERS_EXACT_COUNT_LIMIT = 10_000;

export const ordersMessages = {
  invalidStatus: 'Trạng thái đơn hàng không hợp lệ',
  invalidPaymentMethod: 'Phương thức thanh toán không hợp lệ',
  invalidUnpaidReason: 'Lý do chưa thanh toán không hợp lệ',
  dateOrder: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  orderNotFound: 'Không tìm thấy đơn hàng',
  shopNoteRequired: 'Nhập ghi chú...',
  unpaidReasonRequired: 'Vui lòng chọn lý do chưa thanh toán!',
  staleStatus: (current: OrderStatus) =>
    `Đơn hàng đã được cập nhật sang trạng thái "${orderStatusLabels[current]}" bởi người khác. Vui lòng tải lại và thử lại.`,
  transitionRefused: (from: OrderStatus, to: OrderStatus) =>
    `Không thể chuyển đơn hàng từ "${orderStatusLabels[from]}" sang "${orderStatusLabels[to]}"`,
  noteRefused: 'Không thể ghi chú cho đơn hàng đã hủy hoặc đã hoàn thành',
  updated: 'Cập nhật đơn hàng thành công!',
  bulkDeleteRefused: 'Không thể xóa nhiều đơn hàng cùng lúc',
  unknown: 'Không xác định',
} as const;

/**
 * The order status transitions an admin may make (the spec leaves the set open; docs/decisions.md).
 * The server enforces it and the console's status dropdown offers exactly these targets.
 * 'deleted' and 'finished' are final. `success → success` is not a transition: it edits the unpaid reason.
 */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.PENDING]: [
    OrderStatus.WAITING_FOR_DELIVERY,
    OrderStatus.DELIVERY,
    OrderStatus.CANCELED,
    OrderStatus.DELETED,
  ],
  [OrderStatus.WAITING_FOR_DELIVERY]: [
    OrderStatus.PENDING,
    OrderStatus.DELIVERY,
    OrderStatus.CANCELED,
    OrderStatus.DELETED,
  ],
  [OrderStatus.DELIVERY]: [
    OrderStatus.WAITING_FOR_DELIVERY,
    OrderStatus.SUCCESS,
    OrderStatus.RECEIVED,
    OrderStatus.CANCELED,
  ],
  [OrderStatus.SUCCESS]: [OrderStatus.RECEIVED, OrderStatus.FINISHED],
  [OrderStatus.RECEIVED]: [OrderStatus.SUCCESS, OrderStatus.FINISHED],
  [OrderStatus.CANCELED]: [OrderStatus.DELETED],
  [OrderStatus.DELETED]: [],
  [OrderStatus.FINISHED]: [],
};

/** The statuses whose dropdown the console offers (spec section 4). */
export const orderStatusesWithDropdown: readonly OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
  OrderStatus.RECEIVED,
  OrderStatus.SUCCESS,
];

/** Whether an admin may move an order from `from` to `to`. */
export const canChangeOrderStatus = (from: OrderStatus, to: OrderStatus): boolean =>
  orderStatusTransitions[from].includes(to);

/** The Note action is hidden for cancelled and finished orders (spec section 4); the server refuses it too. */
export const canEditShopNote = (status: OrderStatus): boolean =>
  status !== OrderStatus.CANCELED && status !== OrderStatus.FINISHED;

/** An OrderStatus from a query string or a JSON number. */
export const orderStatusSchema = numericEnumSchema(orderStatusValues, ordersMessages.invalidStatus);

export const paymentMethodSchema = z.enum(
  paymentMethodValues as [PaymentMethod, ...PaymentMethod[]],
  { error: ordersMessages.invalidPaymentMethod },
);

export const unpaidReasonSchema = numericEnumSchema(
  unpaidReasonValues,
  ordersMessages.invalidUnpaidReason,
);

/** An optional id from a query string; an empty string is no filter. */
const optionalIdFilter = optionalFilter(objectIdSchema);
const optionalDate = optionalFilter(apiDateSchema);

const dateOrder = <T extends { startDate?: string; endDate?: string }>(q: T) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;

/** Query of `GET /admin/package`. Dates are whole Vietnam days, both included. */
/**
 * The order list's sortable columns, those an index serves with every filter
 * (docs/decisions/lists.md "Sorting"): the time and the amount (`sellPrice`, 'Thành tiền').
 */
export const orderSortFields = ['createdAt', 'sellPrice'] as const;

export const listOrdersQuerySchema = z
  .object({
    ...pagingShape(ORDERS_PAGE_SIZE),
    /** Start of the order code, any case. */
    code: textFilterSchema,
    shopId: optionalIdFilter,
    pkgStatusNumber: multiValue(orderStatusSchema),
    paymentMethods: multiValue(paymentMethodSchema),
    buildingId: optionalIdFilter,
    /** The customer's account id. */
    customer: optionalIdFilter,
    shipperIds: multiValue(objectIdSchema),
    startDate: optionalDate,
    endDate: optionalDate,
    /** `createdAt`/`-createdAt`, `sellPrice`/`-sellPrice`; absent: newest first. */
    sort: sortSchema(orderSortFields),
  })
  .refine(dateOrder, { error: ordersMessages.dateOrder, path: ['endDate'] });
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;
export type ListOrdersFilter = z.output<typeof listOrdersQuerySchema>;

export const orderIdParamsSchema = z.object({ id: objectIdSchema });

/** `packId` is an order id or an order code. */
export const orderInfoParamsSchema = z.object({
  packId: safeString()
    .trim()
    .min(1, { error: ordersMessages.orderNotFound })
    .max(64, { error: ordersMessages.orderNotFound }),
});
export const orderInfoQuerySchema = z.object({ shopId: optionalIdFilter });

const shopNoteText = safeMultilineString({ error: ordersMessages.shopNoteRequired })
  .trim()
  .max(1000, { error: 'Ghi chú tối đa 1000 ký tự' });

/**
 * Body of `PUT /admin/package/{id}/status`. `currentStatus` (optional, sent by the console) is the
 * status the user saw: if the order has moved on since, the change is refused with 409.
 */
export const updateOrderStatusInputSchema = z
  .object({
    pkgStatusNumber: orderStatusSchema,
    currentStatus: orderStatusSchema.optional(),
    shopNote: shopNoteText.optional(),
    payment: z.object({ unpaidReason: unpaidReasonSchema.nullish() }).optional(),
    /** The console's 'Hoàn tác': this change reverses the one just made (the history says so). */
    undo: z.boolean({ error: 'Giá trị hoàn tác không hợp lệ' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.pkgStatusNumber === OrderStatus.CANCELED && !body.shopNote) {
      ctx.addIssue({
        code: 'custom',
        message: ordersMessages.shopNoteRequired,
        path: ['shopNote'],
      });
    }
    if (body.pkgStatusNumber === OrderStatus.SUCCESS && body.payment?.unpaidReason == null) {
      ctx.addIssue({
        code: 'custom',
        message: ordersMessages.unpaidReasonRequired,
        path: ['payment', 'unpaidReason'],
      });
    }
  });
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusInputSchema>;

/** The statuses a bulk change may set: every transition target but 'Đã xóa' (docs/decisions/lists.md). */
export const bulkOrderStatusTargets: readonly OrderStatus[] = orderStatusValues.filter(
  (to) =>
    to !== OrderStatus.DELETED &&
    orderStatusValues.some((from) => orderStatusTransitions[from].includes(to)),
);

/** What a bulk status change asks once for all its orders (see {@link bulkOrderStatusInputSchema}). */
const bulkOrderStatusShape = {
  status: orderStatusSchema.refine((status) => status !== OrderStatus.DELETED, {
    error: ordersMessages.bulkDeleteRefused,
  }),
  shopNote: shopNoteText.optional(),
  unpaidReason: unpaidReasonSchema.optional(),
};
/** A shop note to cancel, an unpaid reason for success: what the single change requires too. */
const bulkStatusNeeds = (
  body: { status: OrderStatus; shopNote?: string; unpaidReason?: UnpaidReason },
  ctx: z.RefinementCtx,
) => {
  if (body.status === OrderStatus.CANCELED && !body.shopNote)
    ctx.addIssue({ code: 'custom', message: ordersMessages.shopNoteRequired, path: ['shopNote'] });
  if (body.status === OrderStatus.SUCCESS && body.unpaidReason === undefined)
    ctx.addIssue({
      code: 'custom',
      message: ordersMessages.unpaidReasonRequired,
      path: ['unpaidReason'],
    });
};

/**
 * Body of `POST /admin/package/bulk/status`: the orders, their new status, and what that status
 * needs as in the single change (a shop note to cancel, an unpaid reason for success). Each order
 * is then changed by the transition table from its own status.
 */
export const bulkOrderStatusInputSchema =
  bulkInputSchema(bulkOrderStatusShape).superRefine(bulkStatusNeeds);
/** The console's bulk status form: the same checks, without the ids. */
export const bulkOrderStatusFormSchema = z
  .object(bulkOrderStatusShape)
  .superRefine(bulkStatusNeeds);
export type BulkOrderStatusInput = z.input<typeof bulkOrderStatusInputSchema>;

export const updateShopNoteInputSchema = z.object({
  shopNote: shopNoteText.min(1, { error: ordersMessages.shopNoteRequired }),
});
export type UpdateShopNoteInput = z.infer<typeof updateShopNoteInputSchema>;

/** The shop-note form of the console (cancellation and the Note action). */
export const shopNoteFormSchema = updateShopNoteInputSchema;
/** The unpaid-reason form of the console. */
export const unpaidReasonFormSchema = z.object({
  unpaidReason: z
    .number({ error: ordersMessages.unpaidReasonRequired })
    .refine((v) => (unpaidReasonValues as number[]).includes(v), {
      error: ordersMessages.unpaidReasonRequired,
    })
    .transform((v) => v as UnpaidReason),
});

/** Query of the shipper statistics. */
export const shipperStatsQuerySchema = z
  .object({
    shipperIds: multiValue(objectIdSchema),
    startDate: optionalDate,
    endDate: optionalDate,
    pkgStatusNumber: multiValue(orderStatusSchema),
    shopIds: multiValue(objectIdSchema),
    buildingIds: multiValue(objectIdSchema),
  })
  .refine(dateOrder, { error: ordersMessages.dateOrder, path: ['endDate'] });
export type ShipperStatsQuery = z.input<typeof shipperStatsQuerySchema>;

// ---- answers ----

const ref = namedRefSchema;

/** Where the customer lives: their apartment, with its floor's and building's names (spec 000 section 3). */
export const customerApartmentSchema = z.object({
  name: z.string(),
  floor: z.object({ name: z.string() }),
  building: z.object({ name: z.string() }),
});
export type CustomerApartment = z.infer<typeof customerApartmentSchema>;

export const orderListItemSchema = z.object({
  _id: z.string(),
  orderCode: z.string(),
  /** The first line's product name, and "và N sản phẩm khác" for the others (docs/decisions.md). */
  name: z.string(),
  createdAt: z.string(),
  status: z.number().int(),
  sellPrice: z.number(),
  credit: z.number(),
  prepaid: z.number(),
  /** sellPrice − credit − prepaid. */
  cashDue: z.number(),
  payment: z.object({ unpaidReason: z.number().int().nullable() }),
  paymentMethod: z.string(),
  note: z.string(),
  shopNote: z.string(),
  shopInfo: z.object({ name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  customerInfo: z.object({ name: z.string() }),
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    phone: z.string(),
    apartment: customerApartmentSchema.nullable(),
  }),
  /** Where the order is delivered. */
  building: ref.nullable(),
  floor: ref.nullable(),
  apartment: ref.nullable(),
  shipper: ref.nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const subOrderSchema = z.object({
  _id: z.string(),
  product: z.object({
    name: z.string(),
    code: z.string(),
    productType: z.string(),
    productQuantity: z.number().int(),
    productPrice: z.number(),
    discount: z.number(),
    amount: z.number(),
    sellPrice: z.number(),
  }),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

/** What the printable slip shows about the marketplace, from the server's configuration. */
export const slipInfoSchema = z.object({
  companyName: z.string(),
  logoUrl: z.string(),
  complaintPhone: z.string(),
  bank: z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() }),
});
export type SlipInfo = z.infer<typeof slipInfoSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  subOrders: z.array(subOrderSchema),
  shop: z.object({ _id: z.string(), name: z.string(), phone: z.string(), address: z.string() }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `GET /admin/package/{id}`: the order and the slip's configuration. */
export const orderDetailAnswerSchema = z.object({ data: orderDetailSchema, slip: slipInfoSchema });
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswerSchema>;

export const orderListAnswerSchema = z.object({
  data: z.array(orderListItemSchema),
  /** `exact: false` when the total is an estimate (more than ORDERS_EXACT_COUNT_LIMIT matches). */
  pageInfo: z.tuple([z.object({ total: z.number().int(), exact: z.boolean() })]),
});
export type OrderListAnswer = PageInfoAnswer<OrderListItem> & {
  pageInfo: [{ total: number; exact: boolean }];
};

export const updateOrderAnswerSchema = changeAnswer(orderListItemSchema);
export type UpdateOrderAnswer = z.infer<typeof updateOrderAnswerSchema>;

/** One building of the statistics: parallel arrays, one entry per shipper. */
export const shipperStatsRowSchema = z.object({
  building: z.object({ _id: z.string().nullable(), name: z.string() }),
  shipper: z.array(ref),
  count: z.array(z.number().int()),
  sellPrice: z.array(z.number()),
  cashPaid: z.array(z.number()),
});
export type ShipperStatsRow = z.infer<typeof shipperStatsRowSchema>;

/** The answer is `data.data`, a list per building (spec section 7). */
export const shipperStatsAnswerSchema = z.object({
  data: z.object({ data: z.array(shipperStatsRowSchema) }),
});
export type ShipperStatsAnswer = z.infer<typeof shipperStatsAnswerSchema>;

/** Cash the shipper collects for an order. */
export const orderCashDue = (o: { sellPrice: number; credit: number; prepaid: number }): number =>
  o.sellPrice - o.credit - o.prepaid;

/** An order's name: its first product (lines by name), and "và N sản phẩm khác" for the others. */
export const orderName = (firstProduct: string, lineCount: number): string =>
  lineCount > 1 ? `${firstProduct} và ${lineCount - 1} sản phẩm khác` : firstProduct;

// ---- history (issue 29) ----

/** The change log's kind for orders (`recordChange`'s `kind`). */
export const ORDER_ENTITY = 'order';

/** What an order's history entry records: a status change (or the unpaid reason's edit), or the shop note. */
export const OrderChangeAction = { STATUS: 'status', NOTE: 'note' } as const;
export type OrderChangeAction = (typeof OrderChangeAction)[keyof typeof OrderChangeAction];

/**
 * `GET /admin/package/{id}/history?page&quantity`: the shared history answer. An entry's
 * `fromStatus`/`toStatus` are OrderStatus values, its `reason` the shop note given, its `details`
 * may hold `unpaidReason` (an UnpaidReason), `undo: true` (the console's 'Hoàn tác') and
 * `bulk: true` (a bulk change).
 */
export const orderHistoryAnswerSchema = historyAnswerSchema;
export type OrderHistoryAnswer = z.infer<typeof orderHistoryAnswerSchema>;

/**
 * The reverse of a status change the console may offer as 'Hoàn tác': `from` when the table allows
 * going back from `to`, undefined otherwise (no undo). Going back to success sends the unpaid reason
 * the order had; a cancellation or deletion is never undone (the table has no way back from them).
 */
export const orderStatusUndo = (from: OrderStatus, to: OrderStatus): OrderStatus | undefined =>
  from !== to &&
  canChangeOrderStatus(to, from) &&
  from !== OrderStatus.CANCELED &&
  from !== OrderStatus.DELETED
    ? from
    : undefined;
