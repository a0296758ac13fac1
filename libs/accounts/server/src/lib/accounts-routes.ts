import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { historyAnswerSchema, historyQuerySchema, Role, type TwinPath } from '@app/contract';
import {
  accountBuildingParamsSchema,
  type AccountDetail,
  accountChangeAnswerSchema,
  accountDetailAnswerSchema,
  accountDeviceParamsSchema,
  accountIdParamsSchema,
  accountListAnswerSchema,
  accountPickerAnswerSchema,
  accountPickerQuerySchema,
  accountShopParamsSchema,
  accountsMessages as m,
  bulkAccountsInputSchema,
  bulkRejectAccountsInputSchema,
  rejectAccountInputSchema,
  accountsPaths,
  activityLogListAnswerSchema,
  deviceListAnswerSchema,
  listAccountsQuerySchema,
  logListQuerySchema,
  messageOnlyAnswerSchema,
  subListQuerySchema,
  updatePasswordInputSchema,
  updateProfileInputSchema,
  updateResidenceInputSchema,
  updateRoleInputSchema,
} from '@app/accounts-contract';
import {
  bulkRoute,
  listAnswer,
  orThrow,
  twinRoute,
  twinListRoute,
  type BuildingScope,
  type Page,
  type Result,
} from '@app/server-core';
import { createAccountsRepository } from './accounts-repository';
import { createAccountChanges, type Actor } from './account-changes';
import { accountExport } from './account-export';
import { actorOf, forgetSessions } from './route-context';
import { shippersRoutes } from './shippers-routes';
import { shippersAdminRoutes } from './shippers-admin-routes';
import { staffRoutes } from './staff-routes';

const SUPER = { roles: [Role.SUPER_ADMIN] };
/** The account screens: the super admin's, and the operator's through the operator twins. */
const twinRoles = { admin: SUPER.roles, operator: [Role.OPERATOR] };

/**
 * The accounts domain (spec 001 sections 2 to 7): the account list and its operator twin, the
 * pickers' narrow list, one account and its changes, devices, activity log, complete delete; the
 * staff calls (`staff-routes.ts`) and the shippers (`shippers-routes.ts`, `shippers-admin-routes.ts`).
 *
 * Roles (spec 001 sections 2 and 6): the account screens are the super admin's, and the operator's
 * through the operator twins (list, get, approve, reject and their bulk twins, devices, logs, delete device), which see
 * only accounts living in the operator's buildings (another's answers 404). The ADMIN reads only
 * the pickers' narrow list (id, name, phone, apartment of residents and shop residents). Every
 * change is written to the account's activity log with who made it.
 */
export const accountsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createAccountsRepository(app.db);
  const changes = createAccountChanges(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = m.accountNotFound;

  twinListRoute(r, {
    path: accountsPaths.list,
    roles: twinRoles,
    query: listAccountsQuerySchema,
    answer: accountListAnswerSchema,
    list: repo.list,
    export: { ...accountExport, rows: repo.exportRows },
  });

  twinListRoute(r, {
    path: accountsPaths.picker,
    roles: { admin: [Role.SUPER_ADMIN, Role.ADMIN], operator: twinRoles.operator },
    query: accountPickerQuerySchema,
    answer: accountPickerAnswerSchema,
    list: repo.picker,
  });

  twinRoute(r, {
    method: 'GET',
    path: accountsPaths.detail,
    roles: twinRoles,
    schema: { params: accountIdParamsSchema, response: { 200: accountDetailAnswerSchema } },
    handler: async (request, _reply, { scope }) => ({
      data: orThrow(await changes.detail(request.params.id, scope), notFound),
    }),
  });

  const changeSchema = {
    params: accountIdParamsSchema,
    response: { 200: accountChangeAnswerSchema },
  };

  twinRoute(r, {
    method: 'PATCH',
    path: accountsPaths.approve,
    roles: twinRoles,
    schema: changeSchema,
    handler: async (request, _reply, { scope }) => ({
      message: m.approved,
      data: orThrow(await changes.approve(request.params.id, scope, actorOf(request)), notFound),
    }),
  });
  // The reject takes an optional `{reason}` (ours; the spec's call sends no body, still valid).
  twinRoute(r, {
    method: 'PATCH',
    path: accountsPaths.reject,
    roles: twinRoles,
    schema: { ...changeSchema, body: rejectAccountInputSchema },
    handler: async (request, _reply, { scope }) => ({
      message: m.rejected,
      data: orThrow(
        await changes.reject(
          request.params.id,
          scope,
          actorOf(request),
          (request.body as { reason?: string } | null | undefined)?.reason,
        ),
        notFound,
      ),
    }),
  });

  // The bulk twins (docs/decisions/lists.md, "Bulk actions"): each row is the single call, in its
  // own transaction, within the caller's buildings (another building's account is refused with 404).
  for (const twin of ['admin', 'operator'] as const) {
    bulkRoute(r, {
      path: accountsPaths.bulkApprove[twin],
      roles: twinRoles[twin],
      body: bulkAccountsInputSchema,
      each: async (id, _input, { request, scope }) =>
        orThrow(await changes.approve(id, scope, actorOf(request)), notFound),
    });
    bulkRoute(r, {
      path: accountsPaths.bulkReject[twin],
      roles: twinRoles[twin],
      body: bulkRejectAccountsInputSchema,
      each: async (id, { reason }, { request, scope }) =>
        orThrow(await changes.reject(id, scope, actorOf(request), reason), notFound),
    });
  }

  /**
   * One of the super admin's changes of an account: the body, the change, its message, and whether
   * the account's sessions end with it (a new role or password takes effect at once).
   */
  const superChange = <Body>(
    method: 'PUT' | 'PATCH',
    url: string,
    body: z.ZodType<Body>,
    change: (id: string, body: Body, actor: Actor) => Promise<Result<AccountDetail>>,
    message: string,
    endSessions = false,
  ) =>
    r.route({
      method,
      url,
      config: SUPER,
      schema: { ...changeSchema, body },
      handler: async (request) => {
        // The schema validated the body; the type provider cannot say so through the generic.
        const data = orThrow(
          await change(request.params.id, request.body as Body, actorOf(request)),
          notFound,
        );
        if (endSessions) await forgetSessions(app, request.params.id);
        return { message, data };
      },
    });

  superChange(
    'PUT',
    accountsPaths.detail.admin,
    updateProfileInputSchema,
    changes.updateProfile,
    m.profileUpdated,
  );
  superChange(
    'PATCH',
    accountsPaths.apartment,
    updateResidenceInputSchema,
    changes.updateResidence,
    m.residenceUpdated,
  );
  superChange(
    'PATCH',
    accountsPaths.role,
    updateRoleInputSchema,
    (id, body, actor) => changes.updateRole(id, body.role as Role, actor),
    m.roleUpdated,
    true,
  );
  superChange(
    'PATCH',
    accountsPaths.password,
    updatePasswordInputSchema,
    (id, body, actor) => changes.updatePassword(id, body.password, actor),
    m.passwordUpdated,
    true,
  );

  /** A building the account runs, or a shop it manages: given with PATCH, taken back with DELETE. */
  const linkRoutes = <Params>(
    url: string,
    params: z.ZodType<Params>,
    link: (params: Params, on: boolean, actor: Actor) => Promise<Result<AccountDetail>>,
    [given, taken]: readonly [string, string],
  ) => {
    for (const on of [true, false])
      r.route({
        method: on ? 'PATCH' : 'DELETE',
        url,
        config: SUPER,
        schema: { params, response: { 200: accountChangeAnswerSchema } },
        handler: async (request) => ({
          message: on ? given : taken,
          // The schema validated the params; the type provider cannot say so through the generic.
          data: orThrow(await link(request.params as Params, on, actorOf(request)), notFound),
        }),
      });
  };
  linkRoutes(
    accountsPaths.building,
    accountBuildingParamsSchema,
    (p, on, actor) => changes.setBuilding(p.id, p.buildingId, on, actor),
    [m.buildingSet, m.buildingUnset],
  );
  linkRoutes(
    accountsPaths.shop,
    accountShopParamsSchema,
    (p, on, actor) => changes.setShop(p.id, p.shopId, on, actor),
    [m.shopSet, m.shopUnset],
  );

  /** A page of one account's records (its devices, its activity log), at both twins. */
  const recordsRoute = <Q extends z.ZodTypeAny>(
    path: TwinPath,
    query: Q,
    answer: z.ZodTypeAny,
    read: (id: string, scope: BuildingScope, query: z.output<Q>) => Promise<Result<Page<unknown>>>,
  ) =>
    twinRoute(r, {
      method: 'GET',
      path,
      roles: twinRoles,
      schema: { params: accountIdParamsSchema, querystring: query, response: { 200: answer } },
      handler: async (request, _reply, { scope }) =>
        listAnswer(
          orThrow(await read(request.params.id, scope, request.query as z.output<Q>), notFound),
        ),
    });
  recordsRoute(accountsPaths.devices, subListQuerySchema, deviceListAnswerSchema, changes.devices);
  recordsRoute(accountsPaths.logs, logListQuerySchema, activityLogListAnswerSchema, changes.logs);
  // The account's history (issue 29): read by whoever reads the account (an operator, the
  // accounts living in their buildings; another's answers 404).
  recordsRoute(accountsPaths.history, historyQuerySchema, historyAnswerSchema, changes.history);

  twinRoute(r, {
    method: 'DELETE',
    path: accountsPaths.device,
    roles: twinRoles,
    schema: { params: accountDeviceParamsSchema, response: { 200: messageOnlyAnswerSchema } },
    handler: async (request, _reply, { scope }) => {
      orThrow(
        await changes.deleteDevice(
          request.params.id,
          request.params.deviceId,
          scope,
          actorOf(request),
        ),
        m.deviceNotFound,
      );
      return { message: m.deviceDeleted };
    },
  });

  r.delete(
    accountsPaths.completeDelete,
    {
      config: SUPER,
      schema: { params: accountIdParamsSchema, response: { 200: messageOnlyAnswerSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      orThrow(await changes.completeDelete(request.params.id, actor), notFound);
      // The account's own activity log goes with it: the server log keeps who deleted it.
      request.log.info(
        { event: 'account.completeDelete', accountId: request.params.id, by: actor.id },
        'account deleted',
      );
      return { message: m.accountDeleted };
    },
  );

  await app.register(shippersRoutes);
  await app.register(shippersAdminRoutes);
  await app.register(staffRoutes);
};
