import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, staffRoles } from '@app/contract';
import {
  createNotificationAnswerSchema,
  createNotificationInputSchema,
  creatorSearchAnswerSchema,
  creatorSearchQuerySchema,
  inboxAnswerSchema,
  inboxEntryParamsSchema,
  inboxQuerySchema,
  markReadAnswerSchema,
  listNotificationsQuerySchema,
  notificationDetailAnswerSchema,
  notificationIdParamsSchema,
  notificationListAnswerSchema,
  notificationsMessages,
  notificationsPaths,
  notificationTargetsSchema,
  recipientCountAnswerSchema,
  targetSearchAnswerSchema,
  targetSearchQuerySchema,
  unreadCountAnswerSchema,
} from '@app/notifications-contract';
import {
  buildingScope,
  createPushQueue,
  orThrow,
  unauthorized,
  type PushQueueOptions,
  listRoute,
} from '@app/server-core';
import { notificationExport } from './notification-export';
import { createNotificationsRepository } from './notifications-repository';
import { searchTargets } from './notification-targets';

/** Who may list, send and delete notifications: the spec's route table gives the screen to SUPER_ADMIN only. */
const roles = [Role.SUPER_ADMIN];

export interface NotificationsPluginOptions {
  /** Origins whose images the content may show besides our own uploads (e.g. `https://img.example.com`). */
  imageOrigins?: string[];
  /** Run the push worker in this process (default: outside tests). */
  pushWorker?: boolean;
  /** Queue tuning (tests). */
  queue?: Partial<Omit<PushQueueOptions, 'db' | 'push' | 'log'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsQueue?: ReturnType<typeof createPushQueue>;
  }
}

/**
 * The notifications routes (spec 000 §7 Notifications): the list, the send (with the recipient
 * count preview), the delete and the signed-in staff member's unread count. The send commits the
 * notification, its inbox rows and its queued pushes in one transaction and answers at once; the
 * push worker (a durable queue in `push_jobs`) delivers the pushes afterwards.
 */
export const notificationsPlugin: FastifyPluginAsync<NotificationsPluginOptions> = async (
  app,
  opts,
) => {
  const queue = createPushQueue({ db: app.db, push: app.push, log: app.log, ...opts.queue });
  app.decorate('notificationsQueue', queue);
  // The configured image hosts (`NOTIFICATION_IMAGE_ORIGINS`, read by apps/api): the console's
  // CSP allows images from exactly these.
  const imageOrigins = opts.imageOrigins ?? app.config.imageOrigins ?? [];
  const repo = createNotificationsRepository(app.db, { queue, sanitize: { imageOrigins } });
  const runWorker = opts.pushWorker ?? app.config.env !== 'test';
  if (runWorker) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: { user: { id: string } | null }) => {
    if (!request.user) throw unauthorized(notificationsMessages.notFound);
    return request.user.id;
  };

  listRoute(r, {
    url: notificationsPaths.list,
    roles,
    query: listNotificationsQuerySchema,
    answer: notificationListAnswerSchema,
    list: (query) => repo.list(query),
    export: { ...notificationExport, rows: (filter) => repo.exportRows(filter) },
  });

  r.get(
    notificationsPaths.targets,
    {
      config: { roles },
      schema: { querystring: targetSearchQuerySchema, response: { 200: targetSearchAnswerSchema } },
    },
    async (request) => searchTargets(app.db, request.query, buildingScope(request)),
  );

  listRoute(r, {
    url: notificationsPaths.creators,
    roles,
    query: creatorSearchQuerySchema,
    answer: creatorSearchAnswerSchema,
    list: repo.creators,
  });

  r.post(
    notificationsPaths.recipientCount,
    {
      config: { roles },
      schema: { body: notificationTargetsSchema, response: { 200: recipientCountAnswerSchema } },
    },
    async (request) => ({
      data: {
        count: orThrow(
          await repo.recipientCount(
            request.body.sendType,
            request.body.listIds,
            buildingScope(request),
          ),
          notificationsMessages.notFound,
        ),
      },
    }),
  );

  r.post(
    notificationsPaths.create,
    {
      config: { roles },
      schema: {
        body: createNotificationInputSchema,
        response: { 200: createNotificationAnswerSchema },
      },
    },
    async (request) => {
      const result = orThrow(
        await repo.create(request.body, userId(request), buildingScope(request)),
        notificationsMessages.notFound,
      );
      if (result.queued) queue.wake();
      return {
        data: { _id: result._id, recipientCount: result.recipientCount },
        message: notificationsMessages.sent,
      };
    },
  );

  r.get(
    notificationsPaths.detail,
    {
      config: { roles },
      schema: {
        params: notificationIdParamsSchema,
        response: { 200: notificationDetailAnswerSchema },
      },
    },
    async (request) => ({
      data: orThrow(await repo.get(request.params.id), notificationsMessages.notFound),
    }),
  );

  r.delete(
    notificationsPaths.detail,
    {
      config: { roles },
      schema: {
        params: notificationIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      orThrow(await repo.remove(request.params.id), notificationsMessages.notFound);
      return { message: notificationsMessages.deleted };
    },
  );

  r.get(
    notificationsPaths.unreadCount,
    { config: { roles: staffRoles }, schema: { response: { 200: unreadCountAnswerSchema } } },
    async (request) => ({ data: { count: await repo.unreadCount(userId(request)) } }),
  );

  r.get(
    notificationsPaths.inbox,
    {
      config: { roles: staffRoles },
      schema: { querystring: inboxQuerySchema, response: { 200: inboxAnswerSchema } },
    },
    async (request) => {
      const page = await repo.inbox(userId(request), request.query);
      return { data: page.rows, total: page.total, unread: page.unread };
    },
  );

  r.put(
    notificationsPaths.read,
    {
      config: { roles: staffRoles },
      schema: { params: inboxEntryParamsSchema, response: { 200: markReadAnswerSchema } },
    },
    async (request) => {
      const accountId = userId(request);
      const { updated } = orThrow(
        await repo.markRead(accountId, request.params.id),
        notificationsMessages.notFound,
      );
      return {
        data: { updated, unread: await repo.unreadCount(accountId) },
        message: notificationsMessages.markedRead,
      };
    },
  );

  r.put(
    notificationsPaths.readAll,
    { config: { roles: staffRoles }, schema: { response: { 200: markReadAnswerSchema } } },
    async (request) => {
      const accountId = userId(request);
      const updated = await repo.markAllRead(accountId);
      return {
        data: { updated, unread: await repo.unreadCount(accountId) },
        message: notificationsMessages.markedRead,
      };
    },
  );
};
