import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  buildingRangeQuerySchema,
  dailyReportAnswerSchema,
  hotProductAnswerSchema,
  legacyDailyAnswerSchema,
  legacyDailyQuerySchema,
  ordersRankingAnswerSchema,
  overviewPaths,
  percentageApartmentsAnswerSchema,
  purchasedUserApartmentsAnswerSchema,
  registersAnswerSchema,
  registersQuerySchema,
  salesAnswerSchema,
  salesQuerySchema,
  usersAnswerSchema,
} from '@app/overview-contract';
import { twinRoute } from '@app/server-core';
import { createLegacyStats } from './legacy-stats';
import { orderRanking } from './order-ranking';
import { createOverviewRepository } from './overview-repository';

/**
 * The overview dashboard's reports and the statistics (spec 001 sections 2, 3 and 7).
 *
 * The overview is for all three staff roles (spec 001 section 2): the admin paths answer the
 * SUPER_ADMIN and the ADMIN with every building, the operator twins (`/api/v1.1/operator/...`, same
 * shape) answer the OPERATOR with the buildings they run. Every answer is `{data}`.
 */
export const overviewPlugin: FastifyPluginAsync = async (app) => {
  const repo = createOverviewRepository(app.db);
  const legacy = createLegacyStats(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = { admin: [Role.SUPER_ADMIN, Role.ADMIN], operator: [Role.OPERATOR] };

  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.daily,
    roles,
    schema: { response: { 200: dailyReportAnswerSchema } },
    handler: async (_request, _reply, { scope }) => ({ data: await repo.daily(scope) }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.registers,
    roles,
    schema: { querystring: registersQuerySchema, response: { 200: registersAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: await repo.registers(request.query, scope),
    }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.users,
    roles,
    schema: { response: { 200: usersAnswerSchema } },
    handler: async (_request, _reply, { scope }) => ({ data: await repo.users(scope) }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.orders,
    roles,
    schema: { response: { 200: ordersRankingAnswerSchema } },
    handler: async (_request, _reply, { scope }) => ({ data: await orderRanking(app.db, scope) }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.purchasedUserApartments,
    roles,
    schema: {
      querystring: buildingRangeQuerySchema,
      response: { 200: purchasedUserApartmentsAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => ({
      data: await repo.purchasedUserApartments(request.query, scope),
    }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.percentageApartments,
    roles,
    schema: {
      querystring: buildingRangeQuerySchema,
      response: { 200: percentageApartmentsAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => ({
      data: await repo.percentageApartments(request.query, scope),
    }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.legacyDaily,
    roles,
    schema: { querystring: legacyDailyQuerySchema, response: { 200: legacyDailyAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: await legacy.daily(request.query, scope),
    }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.sales,
    roles,
    schema: { querystring: salesQuerySchema, response: { 200: salesAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: await legacy.sales(request.query, scope),
    }),
  });
  twinRoute(r, {
    method: 'GET',
    path: overviewPaths.hotProduct,
    roles,
    schema: { querystring: salesQuerySchema, response: { 200: hotProductAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: await legacy.hotProducts(request.query, scope),
    }),
  });
};
