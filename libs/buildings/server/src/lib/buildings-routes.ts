import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role, type TwinPath } from '@app/contract';
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
import {
  buildingScope,
  orThrow,
  twinRoute,
  twinListRoute,
  type BuildingScope,
  type Result,
  listRoute,
} from '@app/server-core';
import { buildingExport } from './building-export';
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

  const read = { admin: [SUPER_ADMIN, ADMIN], operator: [OPERATOR] };
  const write = { admin: [SUPER_ADMIN], operator: [OPERATOR] };
  const shops = read;

  /**
   * One record at a twin path, read, changed and deleted: a building and an apartment answer
   * these three alike (the read roles read it, the write roles change and delete it).
   */
  const recordRoutes = <In>(record: {
    path: TwinPath;
    answer: z.ZodType;
    input: z.ZodType<In>;
    changeAnswer: z.ZodType;
    repo: {
      get(id: string, scope: BuildingScope): Promise<Result<unknown>>;
      update(id: string, input: In, scope: BuildingScope): Promise<Result<unknown>>;
      remove(id: string, scope: BuildingScope): Promise<Result<unknown>>;
    };
    messages: { notFound: string; updated: string; deleted: string };
    onDeleted?: (request: FastifyRequest, id: string) => void;
  }) => {
    const { path, repo, messages } = record;
    const params = idParamsSchema;
    twinRoute(r, {
      method: 'GET',
      path,
      roles: read,
      schema: { params, response: { 200: record.answer } },
      handler: async (request, _reply, { scope }) => ({
        data: orThrow(await repo.get(request.params.id, scope), messages.notFound),
      }),
    });
    twinRoute(r, {
      method: 'PUT',
      path,
      roles: write,
      schema: { params, body: record.input, response: { 200: record.changeAnswer } },
      handler: async (request, _reply, { scope }) => ({
        message: messages.updated,
        // The schema validated the body; the type provider cannot say so through the generic.
        data: orThrow(
          await repo.update(request.params.id, request.body as In, scope),
          messages.notFound,
        ),
      }),
    });
    twinRoute(r, {
      method: 'DELETE',
      path,
      roles: write,
      schema: { params, response: { 200: messageAnswerSchema } },
      handler: async (request, _reply, { scope }) => {
        orThrow(await repo.remove(request.params.id, scope), messages.notFound);
        record.onDeleted?.(request, request.params.id);
        return { message: messages.deleted };
      },
    });
  };

  r.post(
    buildingsPaths.buildings.admin,
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

  listRoute(r, {
    url: buildingsPaths.info,
    roles: [SUPER_ADMIN, ADMIN, OPERATOR],
    query: listBuildingsQuerySchema,
    answer: buildingListAnswerSchema,
    list: buildingsRepo.list,
  });

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

  // ---- buildings ----
  twinListRoute(r, {
    path: buildingsPaths.buildings,
    roles: read,
    query: listBuildingsQuerySchema,
    answer: buildingListAnswerSchema,
    list: buildingsRepo.list,
    export: { ...buildingExport, rows: buildingsRepo.exportRows },
  });

  recordRoutes({
    path: buildingsPaths.building,
    answer: buildingAnswerSchema,
    input: buildingInputSchema,
    changeAnswer: buildingChangeAnswerSchema,
    repo: buildingsRepo,
    messages: {
      notFound: m.buildingNotFound,
      updated: m.buildingUpdated,
      deleted: m.buildingDeleted,
    },
    onDeleted: (request, id) =>
      request.log.info({ buildingId: id, by: request.user?.id }, 'building deleted'),
  });

  twinRoute(r, {
    method: 'GET',
    path: buildingsPaths.apartmentStats,
    roles: read,
    schema: { params: idParamsSchema, response: { 200: apartmentStatsAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: orThrow(
        await buildingsRepo.apartmentStats(request.params.id, scope),
        m.buildingNotFound,
      ),
    }),
  });

  twinRoute(r, {
    method: 'PATCH',
    path: buildingsPaths.specialCategories,
    roles: write,
    schema: {
      params: idParamsSchema,
      body: linkSpecialCategoryInputSchema,
      response: { 200: buildingChangeAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => ({
      message: m.categoryLinked,
      data: orThrow(
        await buildingsRepo.linkCategory(request.params.id, request.body.category, scope),
        m.buildingNotFound,
      ),
    }),
  });

  twinRoute(r, {
    method: 'DELETE',
    path: buildingsPaths.specialCategory,
    roles: write,
    schema: {
      params: buildingCategoryParamsSchema,
      response: { 200: buildingChangeAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => ({
      message: m.categoryUnlinked,
      data: orThrow(
        await buildingsRepo.unlinkCategory(request.params.id, request.params.categoryId, scope),
        m.buildingNotFound,
      ),
    }),
  });

  for (const [path, decide, message] of [
    [buildingsPaths.shopApprove, buildingsRepo.approveShop, m.shopApproved],
    [buildingsPaths.shopReject, buildingsRepo.rejectShop, m.shopRemoved],
  ] as const) {
    twinRoute(r, {
      method: 'PATCH',
      path,
      roles: shops,
      schema: { params: buildingShopParamsSchema, response: { 200: buildingChangeAnswerSchema } },
      handler: async (request, _reply, { scope }) => ({
        message,
        data: orThrow(
          await decide(request.params.id, request.params.shopId, scope, request.user),
          m.buildingNotFound,
        ),
      }),
    });
  }

  // ---- floors ----
  twinListRoute(r, {
    path: buildingsPaths.floors,
    roles: read,
    query: listFloorsQuerySchema,
    answer: floorListAnswerSchema,
    list: floorsRepo.list,
  });

  twinRoute(r, {
    method: 'POST',
    path: buildingsPaths.floors,
    roles: write,
    schema: { body: createFloorInputSchema, response: { 201: floorChangeAnswerSchema } },
    handler: async (request, reply, { scope }) =>
      reply.status(201).send({
        message: m.floorCreated,
        data: orThrow(await floorsRepo.create(request.body, scope), m.buildingNotFound),
      }),
  });

  twinRoute(r, {
    method: 'PUT',
    path: buildingsPaths.floor,
    roles: write,
    schema: {
      params: idParamsSchema,
      body: updateFloorInputSchema,
      response: { 200: floorChangeAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => ({
      message: m.floorRenamed,
      data: orThrow(
        await floorsRepo.rename(request.params.id, request.body.name, scope),
        m.floorNotFound,
      ),
    }),
  });

  twinRoute(r, {
    method: 'DELETE',
    path: buildingsPaths.floor,
    roles: write,
    schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
    handler: async (request, _reply, { scope }) => {
      orThrow(await floorsRepo.remove(request.params.id, scope), m.floorNotFound);
      return { message: m.floorDeleted };
    },
  });

  // ---- apartments ----
  twinListRoute(r, {
    path: buildingsPaths.apartments,
    roles: read,
    query: listApartmentsQuerySchema,
    answer: apartmentListAnswerSchema,
    list: apartmentsRepo.list,
  });

  twinRoute(r, {
    method: 'POST',
    path: buildingsPaths.apartments,
    roles: write,
    schema: { body: apartmentInputSchema, response: { 201: apartmentChangeAnswerSchema } },
    handler: async (request, reply, { scope }) =>
      reply.status(201).send({
        message: m.apartmentCreated,
        data: orThrow(await apartmentsRepo.create(request.body, scope), m.buildingNotFound),
      }),
  });

  recordRoutes({
    path: buildingsPaths.apartment,
    answer: apartmentAnswerSchema,
    input: apartmentInputSchema,
    changeAnswer: apartmentChangeAnswerSchema,
    repo: apartmentsRepo,
    messages: {
      notFound: m.apartmentNotFound,
      updated: m.apartmentUpdated,
      deleted: m.apartmentDeleted,
    },
  });
};
