import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { refreshSessions } from '@app/server-db';
import { unauthorized } from '@app/server-core';
import type { Actor } from './account-changes';

/**
 * What the accounts, staff and shipper routes share about the caller. Its own file so that
 * `accounts-routes.ts` (which registers the others) and `staff-routes.ts` do not import each other.
 */

/** Who is calling, for the activity log. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user;
  if (!user) throw unauthorized('Bạn cần đăng nhập để tiếp tục');
  return { id: user.id, name: user.name, role: user.role };
};

/** Drops the cached session state of an account whose role, building or password changed. */
export const forgetSessions = async (app: FastifyInstance, accountId: string) => {
  const rows = await app.db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(eq(refreshSessions.accountId, accountId));
  for (const s of rows) app.sessions.forget(s.id);
};
