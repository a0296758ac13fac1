import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffRoles } from '@app/contract';
import {
  approveShipperInputSchema,
  bulkApproveShippersInputSchema,
  bulkRejectShippersInputSchema,
  rejectShipperInputSchema,
  shipperAdminPaths,
  shipperAnswerSchema,
  shipperChangeAnswerSchema,
  shipperIdParamsSchema,
  shipperListAnswerSchema,
  shipperListQuerySchema,
  shipperMessages as m,
  updateShipperInputSchema,
} from '@app/accounts-contract';
import { buildingScope, bulkRoute, orThrow, type BuildingScope, listRoute } from '@app/server-core';
import { createShippersAdmin } from './shippers-admin';
import { shipperExport } from './shipper-export';

/**
 * The shipper screen's calls (spec 000 section 7): `GET /api/v1.1/admin/shipper`, one shipper
 * (`GET …/shipper/:id`, issue 28), approve, reject, update, and the bulk approve and reject (issue 27). The route is open to the three staff roles (spec 000 section 2); an operator's calls are
 * scoped to their buildings.
 */
export const shippersAdminRoutes: FastifyPluginAsync = async (app) => {
  const repo = createShippersAdmin(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: staffRoles };

  listRoute(r, {
    url: shipperAdminPaths.list,
    roles: config.roles,
    query: shipperListQuerySchema,
    answer: shipperListAnswerSchema,
    list: repo.list,
    export: { ...shipperExport, rows: repo.exportRows },
  });

  /** One shipper as its list row (the live list re-reads a row changed elsewhere); 404 outside the scope. */
  r.get(
    shipperAdminPaths.detail,
    { config, schema: { params: shipperIdParamsSchema, response: { 200: shipperAnswerSchema } } },
    async (request) => ({
      data: orThrow(await repo.one(request.params.id, buildingScope(request)), m.notFound),
    }),
  );

  /** Approve and reject: a body naming the shipper, the same answer. */
  const decision = <In>(
    path: string,
    body: z.ZodTypeAny,
    decide: (input: In, scope: BuildingScope) => ReturnType<typeof repo.approve>,
    message: string,
  ) =>
    r.post(
      path,
      { config, schema: { body, response: { 200: shipperChangeAnswerSchema } } },
      async (request) => ({
        message,
        data: orThrow(await decide(request.body as In, buildingScope(request)), m.notFound),
      }),
    );
  decision(shipperAdminPaths.approve, approveShipperInputSchema, repo.approve, m.approved);
  decision(shipperAdminPaths.reject, rejectShipperInputSchema, repo.reject, m.rejected);

  /**
   * Bulk approve and reject of pending shippers: each row in its own transaction with the single
   * call's checks and messages; a shipper already decided is refused 409 (so two staff deciding
   * the same shippers at once decide each once), one outside the operator's buildings 404.
   */
  bulkRoute(r, {
    path: shipperAdminPaths.bulkApprove,
    roles: config.roles,
    body: bulkApproveShippersInputSchema,
    each: async (id, _input, { scope }) =>
      orThrow(await repo.approvePending(id, scope), m.notFound),
  });
  bulkRoute(r, {
    path: shipperAdminPaths.bulkReject,
    roles: config.roles,
    body: bulkRejectShippersInputSchema,
    each: async (id, { rejectedReason }, { scope }) =>
      orThrow(await repo.rejectPending(id, rejectedReason, scope), m.notFound),
  });

  r.put(
    shipperAdminPaths.update,
    {
      config,
      schema: {
        params: shipperIdParamsSchema,
        body: updateShipperInputSchema,
        response: { 200: shipperChangeAnswerSchema },
      },
    },
    async (request) => ({
      message: m.updated,
      data: orThrow(
        await repo.update(request.params.id, request.body, buildingScope(request)),
        m.notFound,
      ),
    }),
  );
};
