import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  accountChangeAnswerSchema,
  accountDetailAnswerSchema,
  accountsMessages as m,
  createStaffInputSchema,
  findUserInputSchema,
  staffListAnswerSchema,
  staffListQuerySchema,
  staffPaths,
  updateStaffInputSchema,
} from '@app/accounts-contract';
import { orThrow, listRoute } from '@app/server-core';
import { createStaffRepository } from './staff-repository';
import { actorOf, forgetSessions } from './route-context';

/**
 * Staff accounts (spec 001 section 7, Staff), super admin only: find a user by phone, set a staff
 * role and building, create a staff account (email and phone unique: 409), list the staff.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const repo = createStaffRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: [Role.SUPER_ADMIN] };

  r.post(
    staffPaths.findUser,
    {
      config,
      schema: { body: findUserInputSchema, response: { 200: accountDetailAnswerSchema } },
    },
    async (request) => ({
      data: orThrow(await repo.findByPhone(request.body.phone), m.phoneNotFound),
    }),
  );

  r.put(
    staffPaths.updateStaff,
    {
      config,
      schema: { body: updateStaffInputSchema, response: { 200: accountChangeAnswerSchema } },
    },
    async (request) => {
      const body = request.body as { userId: string; buildingId?: string; role: Role };
      const data = orThrow(await repo.updateStaff(body, actorOf(request)), m.accountNotFound);
      await forgetSessions(app, body.userId);
      return { message: m.staffUpdated, data };
    },
  );

  r.post(
    staffPaths.createAccount,
    {
      config,
      schema: { body: createStaffInputSchema, response: { 201: accountChangeAnswerSchema } },
    },
    async (request, reply) => {
      const data = orThrow(
        await repo.create(request.body as Parameters<typeof repo.create>[0], actorOf(request)),
        m.accountNotFound,
      );
      return reply.code(201).send({ message: m.staffCreated, data });
    },
  );

  listRoute(r, {
    url: staffPaths.list,
    roles: config.roles,
    query: staffListQuerySchema,
    answer: staffListAnswerSchema,
    list: repo.list,
  });
};
