import { z } from 'zod';
import type { Role } from '@app/contract';
import { orThrow, type Result, type ZodApp } from '@app/server-core';

/**
 * The edit (PUT) and the delete of one category at `path`: product and special categories answer
 * them alike (`{data, message}` and `{message}`, 404 with `notFound` for an unknown id).
 */
export function editAndDeleteRoutes<In>(
  r: ZodApp,
  route: {
    path: string;
    roles: readonly Role[];
    params: z.ZodType<{ id: string }>;
    body: z.ZodType<In>;
    answer: z.ZodTypeAny;
    repo: {
      update(id: string, input: In): Promise<Result<unknown>>;
      remove(id: string): Promise<Result<unknown>>;
    };
    messages: { notFound: string; updated: string; deleted: string };
  },
): void {
  const { path, params, repo, messages: m } = route;
  const config = { roles: route.roles };
  r.put(
    path,
    { config, schema: { params, body: route.body, response: { 200: route.answer } } },
    async (request) => ({
      // The schema validated the body; the type provider cannot say so through the generic.
      data: orThrow(await repo.update(request.params.id, request.body as In), m.notFound),
      message: m.updated,
    }),
  );
  r.delete(
    path,
    { config, schema: { params, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      orThrow(await repo.remove(request.params.id), m.notFound);
      return { message: m.deleted };
    },
  );
}
