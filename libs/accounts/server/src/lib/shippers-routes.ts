import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allShippersAnswerSchema,
  pickerPaths,
  shipperSearchAnswerSchema,
  shipperSearchQuerySchema,
  staffRoles,
  type ShipperSearchAnswer,
} from '@app/contract';
import { buildingScope, pageInfoAnswer } from '@app/server-core';
import { createShippersRepository } from './shippers-repository';

/**
 * The shipper lists the order screen uses (spec 000 sections 2 and 7): every shipper for the list's
 * filter, and the picker's search. All staff roles; an operator sees the shippers of or delivering
 * in their buildings.
 */
export const shippersRoutes: FastifyPluginAsync = async (app) => {
  const repo = createShippersRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: staffRoles };

  r.get(
    pickerPaths.allShippers,
    { config: staff, schema: { response: { 200: allShippersAnswerSchema } } },
    async (request) => ({ data: await repo.all(buildingScope(request)) }),
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
    async (request): Promise<ShipperSearchAnswer> => ({
      data: [pageInfoAnswer(await repo.search(request.query, buildingScope(request)))],
    }),
  );
};
