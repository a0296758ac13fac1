import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  apartmentAnswerSchema,
  apartmentChangeAnswerSchema,
  apartmentInputSchema,
  apartmentListAnswerSchema,
  apartmentStatsAnswerSchema,
  buildingAnswerSchema,
  buildingApartmentsAnswerSchema,
  buildingCategoryParamsSchema,
  buildingChangeAnswerSchema,
  buildingImagesInputSchema,
  buildingInputSchema,
  createBuildingInputSchema,
  buildingListAnswerSchema,
  buildingShopParamsSchema,
  buildingsMessages as m,
  buildingsPaths,
  createFloorInputSchema,
  floorChangeAnswerSchema,
  floorListAnswerSchema,
  idParamsSchema,
  linkSpecialCategoryInputSchema,
  listApartmentsQuerySchema,
  listBuildingsQuerySchema,
  listFloorsQuerySchema,
  messageAnswerSchema,
  updateFloorInputSchema,
} from '@app/buildings-contract';
import { buildingScope, listAnswer, orThrow } from '@app/server-core';
import { createApartmentsRepository } from './apartments-repository';
import { createBuildingsRepository } from './buildings-repository';
import { createFloorsRepository } from './floors-repository';

const { SUPER_ADMIN, ADMIN, OPERATOR } = Role;

/**
 * The buildings domain (spec 001 sections 2, 3, 5 and 7; spec 000 section 7, a shop in a building):
 * buildings, their images, apartment statistics, special categories and shops; floors; apartments.
 *
 * Every call has an admin twin (`/api/v1.1/admin/...`) and an operator twin
 * (`/api/v1.1/operator/...`) of the same shape. The admin twins: SUPER_ADMIN everywhere; ADMIN
 * reads (the order and notification screens' pickers need the lists) and approves shops (the shop
 * screen is the ADMIN's too), nothing else. The operator twins: OPERATOR only, on the buildings
 * they run; another building answers 404 as if it did not exist. Only the super admin creates a
 * building; deleting one is the super admin's and the operator's (docs/decisions.md, Buildings).
 */
export const buildingsPlugin: FastifyPluginAsync = async (app) => {
  const buildingsRepo = createBuildingsRepository(app.db);
  const floorsRepo = createFloorsRepository(app.db);
  const apartmentsRepo = createApartmentsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const twins = [
    {
      paths: buildingsPaths.admin,
      read: [SUPER_ADMIN, ADMIN],
      write: [SUPER_ADMIN],
      shops: [SUPER_ADMIN, ADMIN],
    },
    { paths: buildingsPaths.operator, read: [OPERATOR], write: [OPERATOR], shops: [OPERATOR] },
  ] as const;

  r.post(
    buildingsPaths.admin.buildings,
    {
      config: { roles: [SUPER_ADMIN] },
      schema: { body: createBuildingInputSchema, response: { 201: buildingChangeAnswerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: m.buildingCreated,
        data: orThrow(
          await buildingsRepo.create(request.body, { id: request.user!.id, scope: null }),
          m.buildingNotFound,
        ),
      }),
  );

  r.put(
    buildingsPaths.images,
    {
      config: { roles: [SUPER_ADMIN, OPERATOR] },
      schema: {
        params: idParamsSchema,
        body: buildingImagesInputSchema,
        response: { 200: buildingChangeAnswerSchema },
      },
    },
    async (request) => ({
      message: m.imagesUpdated,
      data: orThrow(
        await buildingsRepo.setImages(request.params.id, request.body.images, {
          id: request.user!.id,
          scope: buildingScope(request),
        }),
        m.buildingNotFound,
      ),
    }),
  );

  r.get(
    buildingsPaths.info,
    {
      config: { roles: [SUPER_ADMIN, ADMIN, OPERATOR] },
      schema: {
        querystring: listBuildingsQuerySchema,
        response: { 200: buildingListAnswerSchema },
      },
    },
    async (request) => listAnswer(await buildingsRepo.list(request.query, buildingScope(request))),
  );

  r.get(
    buildingsPaths.buildingApartments,
    {
      config: { roles: [SUPER_ADMIN, ADMIN, OPERATOR] },
      schema: { params: idParamsSchema, response: { 200: buildingApartmentsAnswerSchema } },
    },
    async (request) => ({
      data: orThrow(
        await apartmentsRepo.ofBuilding(request.params.id, buildingScope(request)),
        m.buildingNotFound,
      ),
    }),
  );

  for (const { paths, read, write, shops } of twins) {
    // ---- buildings ----
    r.get(
      paths.buildings,
      {
        config: { roles: read },
        schema: {
          querystring: listBuildingsQuerySchema,
          response: { 200: buildingListAnswerSchema },
        },
      },
      async (request) =>
        listAnswer(await buildingsRepo.list(request.query, buildingScope(request))),
    );

    r.get(
      paths.building,
      {
        config: { roles: read },
        schema: { params: idParamsSchema, response: { 200: buildingAnswerSchema } },
      },
      async (request) => ({
        data: orThrow(
          await buildingsRepo.get(request.params.id, buildingScope(request)),
          m.buildingNotFound,
        ),
      }),
    );

    r.put(
      paths.building,
      {
        config: { roles: write },
        schema: {
          params: idParamsSchema,
          body: buildingInputSchema,
          response: { 200: buildingChangeAnswerSchema },
        },
      },
      async (request) => ({
        message: m.buildingUpdated,
        data: orThrow(
          await buildingsRepo.update(request.params.id, request.body, buildingScope(request)),
          m.buildingNotFound,
        ),
      }),
    );

    r.delete(
      paths.building,
      {
        config: { roles: write },
        schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
      },
      async (request) => {
        orThrow(
          await buildingsRepo.remove(request.params.id, buildingScope(request)),
          m.buildingNotFound,
        );
        request.log.info(
          { buildingId: request.params.id, by: request.user?.id },
          'building deleted',
        );
        return { message: m.buildingDeleted };
      },
    );

    r.get(
      paths.apartmentStats,
      {
        config: { roles: read },
        schema: { params: idParamsSchema, response: { 200: apartmentStatsAnswerSchema } },
      },
      async (request) => ({
        data: orThrow(
          await buildingsRepo.apartmentStats(request.params.id, buildingScope(request)),
          m.buildingNotFound,
        ),
      }),
    );

    r.patch(
      paths.specialCategories,
      {
        config: { roles: write },
        schema: {
          params: idParamsSchema,
          body: linkSpecialCategoryInputSchema,
          response: { 200: buildingChangeAnswerSchema },
        },
      },
      async (request) => ({
        message: m.categoryLinked,
        data: orThrow(
          await buildingsRepo.linkCategory(
            request.params.id,
            request.body.category,
            buildingScope(request),
          ),
          m.buildingNotFound,
        ),
      }),
    );

    r.delete(
      paths.specialCategory,
      {
        config: { roles: write },
        schema: {
          params: buildingCategoryParamsSchema,
          response: { 200: buildingChangeAnswerSchema },
        },
      },
      async (request) => ({
        message: m.categoryUnlinked,
        data: orThrow(
          await buildingsRepo.unlinkCategory(
            request.params.id,
            request.params.categoryId,
            buildingScope(request),
          ),
          m.buildingNotFound,
        ),
      }),
    );

    r.patch(
      paths.shopApprove,
      {
        config: { roles: shops },
        schema: { params: buildingShopParamsSchema, response: { 200: buildingChangeAnswerSchema } },
      },
      async (request) => ({
        message: m.shopApproved,
        data: orThrow(
          await buildingsRepo.approveShop(
            request.params.id,
            request.params.shopId,
            buildingScope(request),
          ),
          m.buildingNotFound,
        ),
      }),
    );

    r.patch(
      paths.shopReject,
      {
        config: { roles: shops },
        schema: { params: buildingShopParamsSchema, response: { 200: buildingChangeAnswerSchema } },
      },
      async (request) => ({
        message: m.shopRemoved,
        data: orThrow(
          await buildingsRepo.rejectShop(
            request.params.id,
            request.params.shopId,
            buildingScope(request),
          ),
          m.buildingNotFound,
        ),
      }),
    );

    // ---- floors ----
    r.get(
      paths.floors,
      {
        config: { roles: read },
        schema: { querystring: listFloorsQuerySchema, response: { 200: floorListAnswerSchema } },
      },
      async (request) => listAnswer(await floorsRepo.list(request.query, buildingScope(request))),
    );

    r.post(
      paths.floors,
      {
        config: { roles: write },
        schema: { body: createFloorInputSchema, response: { 201: floorChangeAnswerSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: m.floorCreated,
          data: orThrow(
            await floorsRepo.create(request.body, buildingScope(request)),
            m.buildingNotFound,
          ),
        }),
    );

    r.put(
      paths.floor,
      {
        config: { roles: write },
        schema: {
          params: idParamsSchema,
          body: updateFloorInputSchema,
          response: { 200: floorChangeAnswerSchema },
        },
      },
      async (request) => ({
        message: m.floorRenamed,
        data: orThrow(
          await floorsRepo.rename(request.params.id, request.body.name, buildingScope(request)),
          m.floorNotFound,
        ),
      }),
    );

    r.delete(
      paths.floor,
      {
        config: { roles: write },
        schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
      },
      async (request) => {
        orThrow(
          await floorsRepo.remove(request.params.id, buildingScope(request)),
          m.floorNotFound,
        );
        return { message: m.floorDeleted };
      },
    );

    // ---- apartments ----
    r.get(
      paths.apartments,
      {
        config: { roles: read },
        schema: {
          querystring: listApartmentsQuerySchema,
          response: { 200: apartmentListAnswerSchema },
        },
      },
      async (request) =>
        listAnswer(await apartmentsRepo.list(request.query, buildingScope(request))),
    );

    r.post(
      paths.apartments,
      {
        config: { roles: write },
        schema: { body: apartmentInputSchema, response: { 201: apartmentChangeAnswerSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: m.apartmentCreated,
          data: orThrow(
            await apartmentsRepo.create(request.body, buildingScope(request)),
            m.buildingNotFound,
          ),
        }),
    );

    r.get(
      paths.apartment,
      {
        config: { roles: read },
        schema: { params: idParamsSchema, response: { 200: apartmentAnswerSchema } },
      },
      async (request) => ({
        data: orThrow(
          await apartmentsRepo.get(request.params.id, buildingScope(request)),
          m.apartmentNotFound,
        ),
      }),
    );

    r.put(
      paths.apartment,
      {
        config: { roles: write },
        schema: {
          params: idParamsSchema,
          body: apartmentInputSchema,
          response: { 200: apartmentChangeAnswerSchema },
        },
      },
      async (request) => ({
        message: m.apartmentUpdated,
        data: orThrow(
          await apartmentsRepo.update(request.params.id, request.body, buildingScope(request)),
          m.apartmentNotFound,
        ),
      }),
    );

    r.delete(
      paths.apartment,
      {
        config: { roles: write },
        schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
      },
      async (request) => {
        orThrow(
          await apartmentsRepo.remove(request.params.id, buildingScope(request)),
          m.apartmentNotFound,
        );
        return { message: m.apartmentDeleted };
      },
    );
  }
};
