import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { accountsPlugin } from '@app/accounts-server';
import { authPlugin } from '@app/auth-server';
import { buildingsPlugin } from '@app/buildings-server';
import { feedbackPlugin } from '@app/feedback-server';
import { ordersPlugin } from '@app/orders-server';
import { overviewPlugin } from '@app/overview-server';
import { shopsPlugin } from '@app/shops-server';
import { productsPlugin } from '@app/products-server';
import { transactionsPlugin } from '@app/transactions-server';
import { notificationsPlugin } from '@app/notifications-server';
import { categoriesPlugin } from '@app/categories-server';
import {
  coreMessages,
  corePlugin,
  frameworkErrorOptions,
  requestIdOptions,
  livePlugin,
  savedViewsPlugin,
} from '@app/server-core';
import type { Db, ReplicaReads } from '@app/server-db';
import type { AppConfig } from './config';
import { compressionPlugin } from './compression';
import { consoleNotFoundHandler, consoleStaticOptions } from './console-static';
import { toCanonicalSpecPath } from './spec-paths';

const apiNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: coreMessages.routeNotFound });

/** Fastify's types leave out the hop count that its runtime accepts: the same rule, as a function. */
const trustProxyOption = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * The whole server: the core, every domain's routes and, when built, the console. Tests build it
 * with their own database; main.ts with the configured one.
 */
export async function buildApp(
  config: AppConfig,
  db: Db,
  opts: {
    logger?: FastifyBaseLogger | false;
    /** Sees every route as it is registered (the fuzz test walks them). */
    onRoute?: (route: RouteOptions) => void;
    /** Where the reports and exports read (`Database.reads`): the primary `db` by default. */
    reads?: ReplicaReads;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    // One line per request (below) instead of Fastify's two.
    logController: new Fastify.LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // The spec paths read both with and without /api/v1.1 go to one route (spec-paths.ts).
    rewriteUrl: (request) => toCanonicalSpecPath(request.url ?? '/'),
    ...frameworkErrorOptions,
    ...requestIdOptions,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  await app.register(corePlugin, {
    config: config.server,
    db,
    ...(opts.reads ? { reads: opts.reads } : {}),
    notFoundHandler: config.consoleDist
      ? consoleNotFoundHandler(config.consoleDist, apiNotFound)
      : apiNotFound,
  });
  if (config.consoleDist)
    await app.register(fastifyStatic, consoleStaticOptions(config.consoleDist));
  // Before the domains' routes, so that their JSON answers are compressed too.
  await app.register(compressionPlugin);
  app.addHook('onResponse', async (request, reply) => {
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    // 901 and 902 (the spec's expired access token and session) are answers, not failures.
    if (reply.statusCode >= 500 && reply.statusCode < 600)
      request.log.error(fields, 'request failed');
    else request.log.info(fields, 'request completed');
  });
  await app.register(authPlugin);
  await app.register(ordersPlugin);
  await app.register(buildingsPlugin);
  await app.register(shopsPlugin);
  await app.register(accountsPlugin);
  await app.register(productsPlugin);
  await app.register(transactionsPlugin);
  await app.register(notificationsPlugin);
  await app.register(categoriesPlugin);
  await app.register(feedbackPlugin);
  await app.register(overviewPlugin);
  // The list kit's saved views serve every domain's lists (docs/decisions/lists.md, "Saved views").
  await app.register(savedViewsPlugin);
  // The console's stream of changes and the menu's counts (docs/decisions/live.md).
  await app.register(livePlugin);
  return app;
}
