import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bulkAnswerSchema, bulkMessages, type BulkRowResult, type Role } from '@app/contract';
import { buildingScope } from './auth-plugin';
import { HttpError } from './errors';
import type { BuildingScope } from './list-query';
import type { ZodApp } from './twin-routes';

/** A bulk action's body: the shared `bulkInputSchema(...)` of `@app/contract`. */
type BulkBody = z.ZodObject<{ ids: z.ZodType<string[]> } & z.ZodRawShape>;

/** One declaration of a bulk action (see {@link bulkRoute}). */
export interface BulkRoute<B extends BulkBody> {
  /** `bulkPath(<list path>, <action>)`. */
  path: string;
  roles: readonly Role[];
  /** `bulkInputSchema({ ...the action's input })`: checked whole before any row is touched. */
  body: B;
  /**
   * Acts on one row, in its own transaction, with the single-row call's rules: it answers as that
   * call does, or throws the `HttpError` that call would answer (404 not there or not the caller's,
   * 409 already decided, 400 refused by its input). Any other error fails the whole request
   * (rows already done stay done; the answer is the server's usual 500).
   */
  each: (
    id: string,
    input: Omit<z.output<B>, 'ids'>,
    context: { request: FastifyRequest; scope: BuildingScope },
  ) => Promise<unknown>;
}

/**
 * Registers a bulk action: `POST path` with `{ ids, ...input }`, the list's roles, every row acted
 * on in the order asked, one transaction per row (a row's refusal does not undo another's
 * success), and the answer `{ data: [{ id, ok, status?, message? }], done, refused, message }`.
 * Rows run one after another: each row's own guards (the status it must be in, the balance) then
 * hold exactly as for two single-row calls, whoever else acts at the same time.
 *
 * @example
 * bulkRoute(r, {
 *   path: bulkPath(transactionsPaths.list, 'approve'),
 *   roles,
 *   body: bulkInputSchema(),
 *   each: (id) => repo.decideAny(id, { approve: true }).then((r) => orThrow(r, notFound)),
 * });
 */
export function bulkRoute<B extends BulkBody>(app: ZodApp, route: BulkRoute<B>): void {
  app.route({
    method: 'POST',
    url: route.path,
    config: { roles: route.roles },
    schema: { body: route.body, response: { 200: bulkAnswerSchema } },
    handler: async (request) => {
      const { ids, ...rest } = request.body as { ids: string[] };
      const input = rest as Omit<z.output<B>, 'ids'>;
      const context = { request, scope: buildingScope(request) };
      const data: BulkRowResult[] = [];
      for (const id of ids) {
        try {
          await route.each(id, input, context);
          data.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          data.push({ id, ok: false, status: error.statusCode, message: error.message });
        }
      }
      const done = data.filter((row) => row.ok).length;
      request.log.info(
        { path: route.path, by: request.user?.id, asked: ids.length, done },
        'bulk action',
      );
      return {
        data,
        done,
        refused: ids.length - done,
        message: bulkMessages.summary(done, ids.length),
      };
    },
  });
}
