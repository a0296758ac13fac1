import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { noReplica, type Db, type ReplicaReads } from '@app/server-db';
import type { ServerConfig } from './config';
import { authPlugin } from './auth-plugin';
import { coreMessages } from './errors';
import { errorHandlerPlugin } from './error-handler';
import { inputGuardPlugin } from './input-guard';
import { requestIdPlugin } from './request-id';
import { securityHeadersPlugin } from './security-headers';
import { createMailer, type Mailer } from './mailer';
import { createPushSender, type PushSender } from './push';
import { uploadsPlugin } from './uploads';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * Where the read-only reports and exports read: `reads.run(fn)` runs `fn`'s queries on the
     * replica (`DATABASE_REPLICA_URL`) once it has caught up with the primary, else on the primary
     * (docs/decisions/server.md, "A read replica"). Everything else uses `db` on the primary.
     */
    reads: ReplicaReads;
    config: ServerConfig;
    mailer: Mailer;
    push: PushSender;
  }
}

export interface CoreOptions {
  config: ServerConfig;
  db: Db;
  /** The database's replica reads (`Database.reads`); none by default. */
  reads?: ReplicaReads;
  /** Answers requests that match no route; by default `404 {message}`. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The infrastructure every domain's routes stand on: zod validation, the error answers, the
 * database, default-deny auth with role lists and operator scoping, mail, Web Push, uploads and
 * `/healthz`. apps/api registers it once, then each domain's plugin.
 */
export const corePlugin = fp<CoreOptions>(
  async (app, opts) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', opts.db);
    app.decorate('reads', opts.reads ?? noReplica);
    app.decorate('config', opts.config);
    app.decorate(
      'mailer',
      createMailer({ smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, log: app.log }),
    );
    app.decorate(
      'push',
      createPushSender({
        db: opts.db,
        vapid: opts.config.vapid,
        log: app.log,
        ...(opts.config.testPushService ? { testPushService: opts.config.testPushService } : {}),
      }),
    );
    await app.register(requestIdPlugin);
    await app.register(securityHeadersPlugin, {
      imageOrigins: [
        ...(opts.config.imageOrigins ?? []),
        ...httpsOriginOf(opts.config.slip.logoUrl),
      ],
    });
    await app.register(errorHandlerPlugin);
    await app.register(inputGuardPlugin);
    await app.register(authPlugin, {
      db: opts.db,
      jwtSecret: opts.config.jwtSecret,
      sessionCacheMs: opts.config.sessionCacheMs,
    });
    await app.register(uploadsPlugin, {
      uploadDir: opts.config.uploadDir,
      maxBytes: opts.config.uploadMaxBytes,
      cacheMaxBytes: opts.config.imageCacheMaxBytes,
      db: opts.db,
    });

    app.get('/healthz', { config: { public: true } }, async (_request, reply) => {
      try {
        await opts.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', message: coreMessages.internal });
      }
    });

    app.setNotFoundHandler(
      opts.notFoundHandler ??
        ((_request, reply) => reply.status(404).send({ message: coreMessages.routeNotFound })),
    );
  },
  { name: 'app-core' },
);

/** The origin of an absolute https URL (the slip logo may live on another host), else none. */
function httpsOriginOf(url: string): string[] {
  if (!url.startsWith('https://')) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
