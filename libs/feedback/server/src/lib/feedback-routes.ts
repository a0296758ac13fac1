import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyQuerySchema, Role } from '@app/contract';
import {
  feedbackChangeAnswerSchema,
  feedbackHistoryAnswerSchema,
  feedbackIdParamsSchema,
  feedbackListAnswerSchema,
  feedbackMessages,
  feedbackPaths,
  feedbackReplyInputSchema,
  listFeedbackQuerySchema,
} from '@app/feedback-contract';
import {
  listAnswer,
  orThrow,
  twinListRoute,
  twinRoute,
  unauthorized,
  type AuthUser,
} from '@app/server-core';
import { feedbackExport } from './feedback-export';
import { createFeedbackRepository } from './feedback-repository';

/**
 * The feedback domain (spec 001 sections 2, 3 and 7): the residents' feedback list.
 *
 * The feedback screen is for the super admin and the operator (spec 001 section 2; the admin does
 * not reach it, section 6), so the admin path answers SUPER_ADMIN only and the operator twin
 * OPERATOR only, with the feedback of the buildings the operator runs.
 *
 * Beyond the spec's 'Chức năng chưa phát triển' (issue 29, docs/decisions/feedback-overview.md):
 * 'Trả lời' sends the author a notification and resolves the feedback; 'Đánh dấu đã xử lý' resolves
 * it without one; both to whoever reads it (the same twins and scope: another building's feedback
 * is 404), a resolved feedback refuses both with 409, and each writes its change-log entry in the
 * same transaction; the history reads them.
 */
export const feedbackPlugin: FastifyPluginAsync = async (app) => {
  const repo = createFeedbackRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = { admin: [Role.SUPER_ADMIN], operator: [Role.OPERATOR] };
  const staff = (request: { user: AuthUser | null }) => {
    if (!request.user) throw unauthorized(feedbackMessages.notFound);
    return request.user;
  };
  twinListRoute(r, {
    path: feedbackPaths.list,
    roles,
    query: listFeedbackQuerySchema,
    answer: feedbackListAnswerSchema,
    list: repo.list,
    export: { ...feedbackExport, rows: repo.exportRows },
  });

  twinRoute(r, {
    method: 'POST',
    path: feedbackPaths.reply,
    roles,
    schema: {
      params: feedbackIdParamsSchema,
      body: feedbackReplyInputSchema,
      response: { 200: feedbackChangeAnswerSchema },
    },
    handler: async (request, _reply, { scope }) => {
      const done = orThrow(
        await repo.reply(request.params.id, request.body.content, scope, staff(request)),
        feedbackMessages.notFound,
      );
      request.log.info(
        { feedbackId: request.params.id, by: request.user?.id, pushes: done.queued },
        'feedback replied',
      );
      return { message: feedbackMessages.replied, data: done.item };
    },
  });

  twinRoute(r, {
    method: 'PUT',
    path: feedbackPaths.resolve,
    roles,
    schema: { params: feedbackIdParamsSchema, response: { 200: feedbackChangeAnswerSchema } },
    handler: async (request, _reply, { scope }) => {
      const done = orThrow(
        await repo.resolve(request.params.id, scope, staff(request)),
        feedbackMessages.notFound,
      );
      return { message: feedbackMessages.resolved, data: done.item };
    },
  });

  twinRoute(r, {
    method: 'GET',
    path: feedbackPaths.history,
    roles,
    schema: {
      params: feedbackIdParamsSchema,
      querystring: historyQuerySchema,
      response: { 200: feedbackHistoryAnswerSchema },
    },
    handler: async (request, _reply, { scope }) =>
      listAnswer(
        orThrow(
          await repo.history(request.params.id, request.query, scope),
          feedbackMessages.notFound,
        ),
      ),
  });
};
