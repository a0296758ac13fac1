import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pickerPaths,
  shipperSearchAnswerSchema,
  shipperSearchQuerySchema,
  staffRoles,
} from '@app/contract';
import {
  allShippersAnswerSchema,
  listOrdersQuerySchema,
  orderDetailAnswerSchema,
  orderIdParamsSchema,
  orderInfoParamsSchema,
  orderInfoQuerySchema,
  orderListAnswerSchema,
  ordersMessages,
  ordersPaths,
  shipperStatsAnswerSchema,
  shipperStatsQuerySchema,
  updateOrderAnswerSchema,
  updateOrderStatusInputSchema,
  updateShopNoteInputSchema,
} from '@app/orders-contract';
import { buildingScope } from '@app/server-core';
import { createOrdersRepository, type OrdersRepositoryOptions } from './orders-repository';

export type OrdersPluginOptions = OrdersRepositoryOptions;

/**
 * The orders domain (spec 000 sections 2, 4 and 7): the order list with its filters, the order and
 * its slip, status changes by the contract's transition table, the shop note, the shippers for the
 * filter and picker, and the per-shipper statistics.
 *
 * All three staff roles reach every route. There is no operator twin: an operator goes through the
 * same paths and sees only the orders (and shippers) of the buildings they run; another building's
 * order answers 404, as if it did not exist.
 */
export const ordersPlugin: FastifyPluginAsync<OrdersPluginOptions> = async (app, options) => {
  const repo = createOrdersRepository(app.db, options);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: staffRoles };

  r.get(
    ordersPaths.list,
    {
      config: staff,
      schema: { querystring: listOrdersQuerySchema, response: { 200: orderListAnswerSchema } },
    },
    async (request) => {
      const page = await repo.list(request.query, buildingScope(request));
      return {
        data: page.rows,
        pageInfo: [{ total: page.total, exact: page.exact }] as [{ total: number; exact: boolean }],
      };
    },
  );

  r.get(
    ordersPaths.allShippers,
    { config: staff, schema: { response: { 200: allShippersAnswerSchema } } },
    async (request) => ({ data: await repo.allShippers(buildingScope(request)) }),
  );

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
      data: await repo.info(request.params.packId, request.query.shopId, buildingScope(request)),
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
      data: await repo.detail(request.params.id, buildingScope(request)),
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
      const data = await repo.changeStatus(request.params.id, request.body, buildingScope(request));
      request.log.info(
        { orderId: data._id, status: data.status, by: request.user?.id },
        'order status changed',
      );
      return { message: ordersMessages.updated, data };
    },
  );

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
      data: await repo.updateShopNote(
        request.params.id,
        request.body.shopNote,
        buildingScope(request),
      ),
    }),
  );

  r.get(
    pickerPaths.shipperSearch,
    {
      config: staff,
      schema: {
        querystring: shipperSearchQuerySchema,
        response: { 200: shipperSearchAnswerSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repo.searchShippers(request.query, buildingScope(request));
      return {
        data: [{ data: rows, pageInfo: [{ total }] }] as [
          { data: typeof rows; pageInfo: [{ total: number }] },
        ],
      };
    },
  );
};
