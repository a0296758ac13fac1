import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPath, historyAnswerSchema, historyQuerySchema, Role } from '@app/contract';
import {
  bulkApproveTransactionsInputSchema,
  bulkRejectTransactionsInputSchema,
  listTransactionsQuerySchema,
  rejectTransactionInputSchema,
  totalsFilter,
  transactionAnswerSchema,
  transactionIdParamsSchema,
  transactionListAnswerSchema,
  transactionsMessages,
  transactionsPaths,
  transactionTotalsAnswerSchema,
  transactionTotalsQuerySchema,
  TransactionType,
} from '@app/transactions-contract';
import { bulkRoute, exportRoute, listAnswer, orThrow } from '@app/server-core';
import { transactionExport } from './transaction-export';
import { createTransactionsRepository } from './transactions-repository';

/** Who may use the transaction routes (spec 000 section 2; mirrored by util-auth's route table). */
const roles = [Role.SUPER_ADMIN, Role.ADMIN];

/**
 * The wallet transactions domain (spec 000 sections 2, 4, 5, 7 Balance): the list with its filters,
 * the totals of the same filter, one transaction, and approve / reject of deposits and withdrawals on
 * their separate endpoints. SUPER_ADMIN and ADMIN only; there is no operator twin (an operator gets
 * 403). The repository's refusals become 404 (no such transaction), 409 (already decided, another
 * kind, balance too low) here. The bulk approve / reject decide each row by its own type, one
 * database transaction per row, with the single calls' guards, and report every row (`bulkRoute`).
 */
export const transactionsPlugin: FastifyPluginAsync = async (app) => {
  const repo = createTransactionsRepository(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = transactionsMessages.notFound;

  r.get(
    transactionsPaths.list,
    {
      config: { roles },
      schema: {
        querystring: listTransactionsQuerySchema,
        response: { 200: transactionListAnswerSchema },
      },
    },
    async (request) => {
      const page = await repo.list(request.query);
      return { ...listAnswer(page), exact: page.exact };
    },
  );

  exportRoute(r, {
    path: exportPath(transactionsPaths.list),
    roles,
    query: listTransactionsQuerySchema,
    spec: (filter) => ({ ...transactionExport, batches: repo.exportRows(filter) }),
  });

  r.get(
    transactionsPaths.totals,
    {
      config: { roles },
      schema: {
        querystring: transactionTotalsQuerySchema,
        response: { 200: transactionTotalsAnswerSchema },
      },
    },
    async (request) => ({ data: await repo.totals(totalsFilter(request.query)) }),
  );

  r.get(
    transactionsPaths.detail,
    {
      config: { roles },
      schema: { params: transactionIdParamsSchema, response: { 200: transactionAnswerSchema } },
    },
    async (request) => ({ data: orThrow(await repo.get(request.params.id), notFound) }),
  );

  /** Who approved or rejected it, when, why (issue 29): the change log's entries, paged. */
  r.get(
    transactionsPaths.history,
    {
      config: { roles },
      schema: {
        params: transactionIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    async (request) =>
      listAnswer(orThrow(await repo.history(request.params.id, request.query), notFound)),
  );

  const decisions = [
    [transactionsPaths.depositApproval, TransactionType.DEPOSIT, true],
    [transactionsPaths.withdrawApproval, TransactionType.WITHDRAW, true],
    [transactionsPaths.depositReject, TransactionType.DEPOSIT, false],
    [transactionsPaths.withdrawReject, TransactionType.WITHDRAW, false],
  ] as const;
  for (const [path, kind, approve] of decisions) {
    r.patch(
      path,
      {
        config: { roles },
        schema: {
          params: transactionIdParamsSchema,
          ...(approve ? {} : { body: rejectTransactionInputSchema }),
          response: { 200: transactionAnswerSchema },
        },
      },
      async (request) => {
        const decision = approve
          ? ({ approve: true } as const)
          : ({ approve: false, notes: (request.body as { notes: string }).notes } as const);
        const data = orThrow(
          await repo.decide(request.params.id, kind, decision, { author: request.user }),
          notFound,
        );
        request.log.info(
          { transactionId: data._id, kind, approve, by: request.user?.id },
          'wallet transaction decided',
        );
        return {
          data,
          message: approve ? transactionsMessages.approved : transactionsMessages.rejected,
        };
      },
    );
  }

  bulkRoute(r, {
    path: transactionsPaths.bulkApprove,
    roles,
    body: bulkApproveTransactionsInputSchema,
    each: async (id, _input, { request }) => {
      orThrow(
        await repo.decideAny(id, { approve: true }, { author: request.user, bulk: true }),
        notFound,
      );
      request.log.info(
        { transactionId: id, approve: true, by: request.user?.id },
        'wallet transaction decided',
      );
    },
  });
  bulkRoute(r, {
    path: transactionsPaths.bulkReject,
    roles,
    body: bulkRejectTransactionsInputSchema,
    each: async (id, { notes }, { request }) => {
      orThrow(
        await repo.decideAny(id, { approve: false, notes }, { author: request.user, bulk: true }),
        notFound,
      );
      request.log.info(
        { transactionId: id, approve: false, by: request.user?.id },
        'wallet transaction decided',
      );
    },
  });
};
