import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyQuerySchema, staffRoles } from '@app/contract';
import {
  bulkOrderStatusInputSchema,
  listOrdersQuerySchema,
  orderDetailAnswerSchema,
  orderIdParamsSchema,
  orderInfoParamsSchema,
  orderInfoQuerySchema,
  orderHistoryAnswerSchema,
  orderListAnswerSchema,
  ordersMessages,
  ordersPaths,
  shipperStatsAnswerSchema,
  shipperStatsQuerySchema,
  slipsAnswerSchema,
  slipsInputSchema,
  updateOrderAnswerSchema,
  updateOrderStatusInputSchema,
  updateShopNoteInputSchema,
} from '@app/orders-contract';
import {
  buildingScope,
  bulkRoute,
  exportRoute,
  listAnswer,
  orThrow,
  pageInfoAnswer,
} from '@app/server-core';
import { orderExport } from './order-export';
import { createOrdersRepository, type OrdersRepositoryOptions } from './orders-repository';

export type OrdersPluginOptions = OrdersRepositoryOptions;

/**
 * The orders domain (spec 000 sections 2, 4 and 7): the order list with its filters, the order and
 * its slip, status changes by the contract's transition table, the shop note, and the per-shipper
 * statistics. The shipper lists the screen also calls are the accounts domain's.
 *
 * All three staff roles reach every route. There is no operator twin: an operator goes through the
 * same paths and sees only the orders of the buildings they run; another building's order answers
 * 404, as if it did not exist (in a bulk change, that row's refusal). The repository answers
 * results; here they become 404 (not found),
 * 409 (the order's state refuses) or 400 (the input does), with the contract's messages.
 */
export const ordersPlugin: FastifyPluginAsync<OrdersPluginOptions> = async (app, options) => {
  const repo = createOrdersRepository(app.db, options);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: staffRoles };
  const notFound = ordersMessages.orderNotFound;

  r.get(
    ordersPaths.list,
    {
      config: staff,
      schema: { querystring: listOrdersQuerySchema, response: { 200: orderListAnswerSchema } },
    },
    async (request) => pageInfoAnswer(await repo.list(request.query, buildingScope(request))),
  );

  exportRoute(r, {
    path: ordersPaths.export,
    roles: staffRoles,
    query: listOrdersQuerySchema,
    spec: (filter, scope) => orderExport(app.db, filter, scope),
  });

  r.get(
    ordersPaths.shipperStats,
    {
      config: staff,
      schema: { querystring: shipperStatsQuerySchema, response: { 200: shipperStatsAnswerSchema } },
    },
    async (request) => ({
      data: { data: await repo.shipperStats(request.query, buildingScope(request)) },
    }),
  );

  r.get(
    ordersPaths.info,
    {
      config: staff,
      schema: {
        params: orderInfoParamsSchema,
        querystring: orderInfoQuerySchema,
        response: { 200: orderDetailAnswerSchema },
      },
    },
    async (request) => ({
      data: orThrow(
        await repo.info(request.params.packId, request.query.shopId, buildingScope(request)),
        notFound,
      ),
      slip: app.config.slip,
    }),
  );

  r.get(
    ordersPaths.detail,
    {
      config: staff,
      schema: { params: orderIdParamsSchema, response: { 200: orderDetailAnswerSchema } },
    },
    async (request) => ({
      data: orThrow(await repo.detail(request.params.id, buildingScope(request)), notFound),
      slip: app.config.slip,
    }),
  );

  r.put(
    ordersPaths.status,
    {
      config: staff,
      schema: {
        params: orderIdParamsSchema,
        body: updateOrderStatusInputSchema,
        response: { 200: updateOrderAnswerSchema },
      },
    },
    async (request) => {
      const data = orThrow(
        await repo.changeStatus(
          request.params.id,
          request.body,
          buildingScope(request),
          request.user,
        ),
        notFound,
      );
      request.log.info(
        { orderId: data._id, status: data.status, by: request.user?.id },
        'order status changed',
      );
      return { message: ordersMessages.updated, data };
    },
  );

  /**
   * Many orders to one status: each row in its own transaction by the single change's rules and
   * messages (409 when its status does not allow the target, 404 outside the operator's buildings).
   * A row already in the target status is refused, success included: the bulk change never edits an
   * unpaid reason, so two staff sending the same change at once change each order once.
   */
  bulkRoute(r, {
    path: ordersPaths.bulkStatus,
    roles: staffRoles,
    body: bulkOrderStatusInputSchema,
    each: async (id, { status, shopNote, unpaidReason }, { request, scope }) => {
      orThrow(
        await repo.writeStatus(
          id,
          { pkgStatusNumber: status, shopNote, payment: { unpaidReason }, statusOnly: true },
          scope,
          request.user,
        ),
        notFound,
      );
      request.log.info({ orderId: id, status, by: request.user?.id }, 'order status changed');
    },
  });

  r.patch(
    ordersPaths.shopNote,
    {
      config: staff,
      schema: {
        params: orderIdParamsSchema,
        body: updateShopNoteInputSchema,
        response: { 200: updateOrderAnswerSchema },
      },
    },
    async (request) => ({
      message: ordersMessages.updated,
      data: orThrow(
        await repo.updateShopNote(
          request.params.id,
          request.body.shopNote,
          buildingScope(request),
          request.user,
        ),
        notFound,
      ),
    }),
  );

  /**
   * The slips of a print (issue 29 item 3), one call for the batch: the chosen orders (at most
   * SLIPS_MAX) or a building's or floor's orders still to deliver, in the order a shipper walks,
   * each as its detail; cancelled and deleted ones left out and listed. Read as the order is: an
   * operator's batch holding another building's order, or another building, is 404.
   */
  r.post(
    ordersPaths.slips,
    {
      config: staff,
      schema: { body: slipsInputSchema, response: { 200: slipsAnswerSchema } },
    },
    async (request) => ({
      data: orThrow(await repo.slips(request.body, buildingScope(request)), notFound),
      slip: app.config.slip,
    }),
  );

  /**
   * The order's history (issue 29): the change log's entries, newest first, paged; read by whoever
   * may read the order (an operator, their buildings' orders only: another's is 404).
   */
  r.get(
    ordersPaths.history,
    {
      config: staff,
      schema: {
        params: orderIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: orderHistoryAnswerSchema },
      },
    },
    async (request) =>
      listAnswer(
        orThrow(
          await repo.history(request.params.id, request.query, buildingScope(request)),
          notFound,
        ),
      ),
  );
};
