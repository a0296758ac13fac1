import { z } from 'zod';
import { objectIdSchema } from '@app/contract';
import { OrderStatus } from './enums';
import { orderDetailSchema, slipInfoSchema, type OrderListItem } from './orders';

/**
 * Batch slips (issue 29 item 3): a module of its own, free of side effects, so that the order
 * list's first load leaves it out (apps/console/vite.config.ts, `moduleSideEffects`); the print
 * loads it.
 */

/** The most slips one print holds (one call, one document). */
export const SLIPS_MAX = 200;

/** The statuses a building's (or floor's) slips print: the orders still to deliver. */
export const slipStatuses: readonly OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
];

/** The statuses never printed as deliverable: left out of the route and the slips. */
export const undeliverableStatuses: readonly OrderStatus[] = [
  OrderStatus.CANCELED,
  OrderStatus.DELETED,
];

export const slipsMessages = {
  choose: 'Vui lòng chọn đơn hàng hoặc tòa nhà cần in phiếu',
  both: 'Chỉ chọn đơn hàng hoặc tòa nhà cần in phiếu, không chọn cả hai',
  tooMany: `Tối đa ${SLIPS_MAX} phiếu mỗi lần in`,
  floorNeedsBuilding: 'Vui lòng chọn tòa nhà của tầng',
  buildingNotFound: 'Không tìm thấy tòa nhà',
  floorNotFound: 'Không tìm thấy tầng trong tòa nhà đã chọn',
  tooManyInPlace: (n: number) =>
    `Có ${n.toLocaleString('vi-VN')} đơn cần giao, tối đa ${SLIPS_MAX} phiếu mỗi lần in. Vui lòng chọn tầng hoặc chọn từng đơn.`,
  someNotFound: (n: number) => `Không tìm thấy ${n} đơn hàng đã chọn`,
} as const;

/**
 * Body of `POST /admin/package/slips`: the chosen orders (`ids`, at most {@link SLIPS_MAX}, repeated
 * ones once), or a building and optionally one of its floors (their orders still to deliver,
 * {@link slipStatuses}).
 */
export const slipsInputSchema = z
  .object({
    ids: z
      .array(objectIdSchema, { error: slipsMessages.choose })
      .min(1, { error: slipsMessages.choose })
      .max(SLIPS_MAX, { error: slipsMessages.tooMany })
      .transform((ids) => [...new Set(ids)])
      .optional(),
    buildingId: objectIdSchema.optional(),
    floorId: objectIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.ids && (body.buildingId || body.floorId))
      ctx.addIssue({ code: 'custom', message: slipsMessages.both, path: ['ids'] });
    else if (!body.ids && !body.buildingId)
      ctx.addIssue({
        code: 'custom',
        message: body.floorId ? slipsMessages.floorNeedsBuilding : slipsMessages.choose,
        path: body.floorId ? ['buildingId'] : ['ids'],
      });
  });
export type SlipsInput = z.input<typeof slipsInputSchema>;

/** An order left out of a print, with its status (cancelled or deleted). */
export const skippedSlipSchema = z.object({
  _id: z.string(),
  orderCode: z.string(),
  status: z.number().int(),
});
export type SkippedSlip = z.infer<typeof skippedSlipSchema>;

/**
 * The answer: the deliverable orders in the order a shipper walks (building, then floor, then
 * apartment), those left out, and the slip's configuration.
 */
export const slipsAnswerSchema = z.object({
  data: z.object({ orders: z.array(orderDetailSchema), skipped: z.array(skippedSlipSchema) }),
  slip: slipInfoSchema,
});
export type SlipsAnswer = z.infer<typeof slipsAnswerSchema>;

/** Where an order goes (names): its own delivery place, else where the customer lives. */
export interface DeliveryPlace {
  building: string | null;
  floor: string | null;
  apartment: string | null;
}
export const deliveryPlace = (
  order: Pick<OrderListItem, 'building' | 'floor' | 'apartment' | 'customer'>,
): DeliveryPlace => {
  if (order.apartment || order.floor || order.building)
    return {
      building: order.building?.name ?? null,
      floor: order.floor?.name ?? null,
      apartment: order.apartment?.name ?? null,
    };
  const home = order.customer.apartment;
  return {
    building: home?.building.name ?? null,
    floor: home?.floor.name ?? null,
    apartment: home?.name ?? null,
  };
};
