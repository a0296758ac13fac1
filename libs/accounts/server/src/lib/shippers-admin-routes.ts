import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffRoles } from '@app/contract';
import {
  approveShipperInputSchema,
  rejectShipperInputSchema,
  shipperAdminPaths,
  shipperChangeAnswerSchema,
  shipperIdParamsSchema,
  shipperListAnswerSchema,
  shipperListQuerySchema,
  shipperMessages as m,
  updateShipperInputSchema,
} from '@app/accounts-contract';
import { buildingScope, listAnswer, orThrow } from '@app/server-core';
import { createShippersAdmin } from './shippers-admin';

/**
 * The shipper screen's calls (spec 000 section 7): `GET /api/v1.1/admin/shipper`, approve, reject,
 * update. The route is open to the three staff roles (spec 000 section 2); an operator's calls are
 * scoped to their buildings.
 */
export const shippersAdminRoutes: FastifyPluginAsync = async (app) => {
  const repo = createShippersAdmin(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: staffRoles };

  r.get(
    shipperAdminPaths.list,
    {
      config,
      schema: { querystring: shipperListQuerySchema, response: { 200: shipperListAnswerSchema } },
    },
    async (request) => listAnswer(await repo.list(request.query, buildingScope(request))),
  );

  r.post(
    shipperAdminPaths.approve,
    {
      config,
      schema: { body: approveShipperInputSchema, response: { 200: shipperChangeAnswerSchema } },
    },
    async (request) => ({
      message: m.approved,
      data: orThrow(
        await repo.approve(
          request.body as { _id: string; buildingId: string; staffCode: string },
          buildingScope(request),
        ),
        m.notFound,
      ),
    }),
  );

  r.post(
    shipperAdminPaths.reject,
    {
      config,
      schema: { body: rejectShipperInputSchema, response: { 200: shipperChangeAnswerSchema } },
    },
    async (request) => ({
      message: m.rejected,
      data: orThrow(
        await repo.reject(
          request.body as { _id: string; rejectedReason: string },
          buildingScope(request),
        ),
        m.notFound,
      ),
    }),
  );

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
