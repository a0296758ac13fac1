import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { accountBuildings, accounts, refreshSessions, type Db } from '@app/server-db';
import { ApiStatus, authMessages, isStaffRole, Role } from '@app/contract';
import { forbidden, HttpError, unauthorized } from './errors';
import { verifyAccessToken } from './tokens';

/** The signed-in account of a request, as the database says now (role and buildings are re-read). */
export interface AuthUser {
  id: string;
  sessionId: string;
  role: Role;
  name: string;
  /** Buildings the account runs (operators). */
  buildings: string[];
  /** The password was set by someone else: only `passwordChange` routes answer (audit finding 19). */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on this route. Every route declares `roles` or `public: true`. */
    roles?: readonly Role[];
    /** A route anyone may call (sign-in, images, health). */
    public?: boolean;
    /** A route an account that must change its password may still call (change it, sign out). */
    passwordChange?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account; set on every route that declares `roles`. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessions: SessionChecker;
  }
}

interface SessionState {
  valid: boolean;
  role: Role;
  name: string;
  buildings: string[];
  mustChangePassword: boolean;
}

/**
 * Tells whether a session is still usable and re-reads the account's role and buildings.
 * Answers are cached per process for `cacheMs` so that a busy list does not query the session on
 * every request; `forget(sessionId)` drops a cached answer at once (logout, revocation). With
 * several API instances every one drops its answers when the live feed tells it that a session was
 * revoked or an account's role or buildings changed (live-plugin.ts), so another instance honours
 * a revocation as soon as the feed's event arrives, and after `cacheMs` at most while the feed's
 * connection is down (docs/decisions/live.md, Deployment).
 */
export class SessionChecker {
  private readonly cache = new Map<string, { at: number; state: SessionState | null }>();

  constructor(
    private readonly db: Db,
    private readonly cacheMs: number,
  ) {}

  async check(sessionId: string, accountId: string): Promise<SessionState | null> {
    const key = `${sessionId}:${accountId}`;
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.cacheMs) return hit.state;
    const rows = await this.db
      .select({
        revokedAt: refreshSessions.revokedAt,
        expiresAt: refreshSessions.expiresAt,
        role: accounts.role,
        name: accounts.name,
        mustChangePassword: accounts.mustChangePassword,
        buildings: sql<
          string[]
        >`coalesce((select array_agg(${accountBuildings.buildingId}) from ${accountBuildings} where ${accountBuildings.accountId} = ${accounts.id}), '{}')`,
      })
      .from(refreshSessions)
      .innerJoin(accounts, eq(accounts.id, refreshSessions.accountId))
      .where(and(eq(refreshSessions.id, sessionId), eq(refreshSessions.accountId, accountId)))
      .limit(1);
    const row = rows[0];
    const state: SessionState | null = row
      ? {
          valid: !row.revokedAt && row.expiresAt.getTime() > now,
          role: row.role as Role,
          name: row.name,
          buildings: (row.buildings ?? []).map((b) => b.trim()),
          mustChangePassword: row.mustChangePassword,
        }
      : null;
    if (this.cacheMs > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(key, { at: now, state });
    }
    return state;
  }

  forget(sessionId: string): void {
    for (const key of this.cache.keys())
      if (key.startsWith(`${sessionId}:`)) this.cache.delete(key);
  }

  /** Drops the cached answers of every session of an account (its role or buildings changed). */
  forgetAccount(accountId: string): void {
    for (const key of this.cache.keys()) if (key.endsWith(`:${accountId}`)) this.cache.delete(key);
  }

  /** Drops every cached answer (the live feed lost events it cannot name). */
  forgetAll(): void {
    this.cache.clear();
  }
}

/** Reads the access token: `Authorization: Bearer …`, or the older `access-token` header. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && value) return value.trim();
    return null;
  }
  const legacy = request.headers['access-token'] ?? request.headers['x-access-token'];
  return typeof legacy === 'string' && legacy ? legacy : null;
}

/**
 * Authenticates a request: 401 without or with a forged token, 901 when the access token expired,
 * 902 when its session is revoked or expired (or the account is gone or no longer staff).
 */
export async function authenticate(
  request: FastifyRequest,
  secret: string,
  sessions: SessionChecker,
): Promise<AuthUser> {
  const token = readAccessToken(request);
  if (!token) throw unauthorized(authMessages.unauthenticated);
  const verified = await verifyAccessToken(token, secret);
  if (!verified.ok) {
    if (verified.reason === 'expired')
      throw new HttpError(ApiStatus.ACCESS_TOKEN_EXPIRED, authMessages.accessTokenExpired);
    throw unauthorized(authMessages.unauthenticated);
  }
  const { sub, sid } = verified.claims;
  const state = await sessions.check(sid, sub);
  if (!state || !state.valid || !isStaffRole(state.role)) {
    throw new HttpError(ApiStatus.SESSION_EXPIRED, authMessages.sessionExpired);
  }
  return {
    id: sub,
    sessionId: sid,
    role: state.role,
    name: state.name,
    buildings: state.buildings,
    mustChangePassword: state.mustChangePassword,
  };
}

/**
 * The buildings a request may see: `null` (all) for super admins and admins, the operator's own
 * buildings for operators. Every query of an operator-reachable route filters with it.
 */
export function buildingScope(request: FastifyRequest): string[] | null {
  const user = request.user;
  if (!user) throw unauthorized(authMessages.unauthenticated);
  return user.role === Role.OPERATOR ? user.buildings : null;
}

/**
 * Default-deny authorisation. Every route must declare `config.roles` (then the request is
 * authenticated and its role checked before the body is even parsed) or `config.public: true`;
 * a route that declares neither fails at start-up.
 */
export const authPlugin = fp<{ db: Db; jwtSecret: string; sessionCacheMs: number }>(
  async (app, opts) => {
    const sessions = new SessionChecker(opts.db, opts.sessionCacheMs);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const config = route.config as { roles?: readonly Role[]; public?: boolean } | undefined;
      if (!config?.public && !config?.roles) {
        throw new Error(
          `Route ${route.method} ${route.url} declares neither config.roles nor config.public`,
        );
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const roles = request.routeOptions.config?.roles;
      if (!roles) return;
      const user = await authenticate(request, opts.jwtSecret, sessions);
      request.user = user;
      if (!roles.includes(user.role)) throw forbidden(authMessages.forbidden);
      // A password someone else set is changed before anything else is done with it.
      if (user.mustChangePassword && !request.routeOptions.config?.passwordChange)
        throw forbidden(authMessages.mustChangePassword);
    });
  },
  { name: 'app-auth' },
);
