import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { Role, type TwinPath } from '@app/contract';
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
import { twinRoute, type BuildingScope } from '@app/server-core';
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

  /** One report: GET at both twins, its query (if any) validated, answered `{data}`. */
  const report = <Q extends z.ZodTypeAny>(
    path: TwinPath,
    query: Q | null,
    answer: z.ZodTypeAny,
    read: (query: z.output<Q>, scope: BuildingScope) => Promise<unknown>,
  ) =>
    twinRoute(r, {
      method: 'GET',
      path,
      roles,
      schema: { ...(query && { querystring: query }), response: { 200: answer } },
      // The reports only read: on the replica when there is one and it has caught up.
      handler: async (request, _reply, { scope }) => ({
        data: await app.reads.run(() => read(request.query as z.output<Q>, scope)),
      }),
    });

  report(overviewPaths.daily, null, dailyReportAnswerSchema, (_query, scope) => repo.daily(scope));
  report(overviewPaths.registers, registersQuerySchema, registersAnswerSchema, repo.registers);
  report(overviewPaths.users, null, usersAnswerSchema, (_query, scope) => repo.users(scope));
  report(overviewPaths.orders, null, ordersRankingAnswerSchema, (_query, scope) =>
    orderRanking(app.db, scope),
  );
  report(
    overviewPaths.purchasedUserApartments,
    buildingRangeQuerySchema,
    purchasedUserApartmentsAnswerSchema,
    repo.purchasedUserApartments,
  );
  report(
    overviewPaths.percentageApartments,
    buildingRangeQuerySchema,
    percentageApartmentsAnswerSchema,
    repo.percentageApartments,
  );
  report(overviewPaths.legacyDaily, legacyDailyQuerySchema, legacyDailyAnswerSchema, legacy.daily);
  report(overviewPaths.sales, salesQuerySchema, salesAnswerSchema, legacy.sales);
  report(overviewPaths.hotProduct, salesQuerySchema, hotProductAnswerSchema, legacy.hotProducts);
};
