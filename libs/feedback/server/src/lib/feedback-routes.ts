import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@app/contract';
import {
  feedbackListAnswerSchema,
  feedbackPaths,
  listFeedbackQuerySchema,
} from '@app/feedback-contract';
import { twinListRoute } from '@app/server-core';
import { feedbackExport } from './feedback-export';
import { createFeedbackRepository } from './feedback-repository';

/**
 * The feedback domain (spec 001 sections 2, 3 and 7): the residents' feedback list.
 *
 * The feedback screen is for the super admin and the operator (spec 001 section 2; the admin does
 * not reach it, section 6), so the admin path answers SUPER_ADMIN only and the operator twin
 * OPERATOR only, with the feedback of the buildings the operator runs.
 */
export const feedbackPlugin: FastifyPluginAsync = async (app) => {
  const repo = createFeedbackRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  twinListRoute(r, {
    path: feedbackPaths.list,
    roles: { admin: [Role.SUPER_ADMIN], operator: [Role.OPERATOR] },
    query: listFeedbackQuerySchema,
    answer: feedbackListAnswerSchema,
    list: repo.list,
    export: { ...feedbackExport, rows: repo.exportRows },
  });
};
