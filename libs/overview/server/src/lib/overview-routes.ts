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
import { buildingScope } from '@app/server-core';
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
  const twins = (paths: { admin: string; operator: string }) =>
    [
      [paths.admin, { roles: [Role.SUPER_ADMIN, Role.ADMIN] }],
      [paths.operator, { roles: [Role.OPERATOR] }],
    ] as [string, { roles: readonly Role[] }][];

  for (const [path, config] of twins(overviewPaths.daily)) {
    r.get(
      path,
      { config, schema: { response: { 200: dailyReportAnswerSchema } } },
      async (req) => ({
        data: await repo.daily(buildingScope(req)),
      }),
    );
  }
  for (const [path, config] of twins(overviewPaths.registers)) {
    r.get(
      path,
      {
        config,
        schema: { querystring: registersQuerySchema, response: { 200: registersAnswerSchema } },
      },
      async (req) => ({ data: await repo.registers(req.query, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.users)) {
    r.get(path, { config, schema: { response: { 200: usersAnswerSchema } } }, async (req) => ({
      data: await repo.users(buildingScope(req)),
    }));
  }
  for (const [path, config] of twins(overviewPaths.orders)) {
    r.get(
      path,
      { config, schema: { response: { 200: ordersRankingAnswerSchema } } },
      async (req) => ({ data: await orderRanking(app.db, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.purchasedUserApartments)) {
    r.get(
      path,
      {
        config,
        schema: {
          querystring: buildingRangeQuerySchema,
          response: { 200: purchasedUserApartmentsAnswerSchema },
        },
      },
      async (req) => ({ data: await repo.purchasedUserApartments(req.query, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.percentageApartments)) {
    r.get(
      path,
      {
        config,
        schema: {
          querystring: buildingRangeQuerySchema,
          response: { 200: percentageApartmentsAnswerSchema },
        },
      },
      async (req) => ({ data: await repo.percentageApartments(req.query, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.legacyDaily)) {
    r.get(
      path,
      {
        config,
        schema: { querystring: legacyDailyQuerySchema, response: { 200: legacyDailyAnswerSchema } },
      },
      async (req) => ({ data: await legacy.daily(req.query, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.sales)) {
    r.get(
      path,
      { config, schema: { querystring: salesQuerySchema, response: { 200: salesAnswerSchema } } },
      async (req) => ({ data: await legacy.sales(req.query, buildingScope(req)) }),
    );
  }
  for (const [path, config] of twins(overviewPaths.hotProduct)) {
    r.get(
      path,
      {
        config,
        schema: { querystring: salesQuerySchema, response: { 200: hotProductAnswerSchema } },
      },
      async (req) => ({ data: await legacy.hotProducts(req.query, buildingScope(req)) }),
    );
  }
};
