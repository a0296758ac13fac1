import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { exportPath, type Role, type TwinPath } from '@app/contract';
import { buildingScope } from './auth-plugin';
import type { BuildingScope } from './list-query';
import { listAnswer, type Page } from './pagination';
import { exportRoute, listExportSpec, type ListExport } from './export';

/** Which of the two paths of a twin call answered (see `twinPath` in `@app/contract`). */
export type Twin = keyof TwinPath;

/** Who may call each twin: the admin path's staff roles, and the operator twin's. */
export interface TwinRoles {
  readonly admin: readonly Role[];
  readonly operator: readonly Role[];
}

/** A plugin's `app.withTypeProvider<ZodTypeProvider>()`. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type ZodHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** One declaration of a twin call: both paths share the method, the schema and the handler. */
export interface TwinRoute<S extends FastifySchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: TwinPath;
  roles: TwinRoles;
  schema: S;
  /**
   * Answers either twin. `scope` is the caller's buildings (`buildingScope`): every building for
   * the admin path's roles, the operator's own on the operator twin.
   */
  handler: (
    request: Parameters<ZodHandler<S>>[0],
    reply: Parameters<ZodHandler<S>>[1],
    context: { twin: Twin; scope: BuildingScope },
  ) => ReturnType<ZodHandler<S>>;
}

/**
 * Registers a call and its operator twin from one declaration: the admin path with `roles.admin`,
 * the operator path with `roles.operator`, the same schema and handler. The one way a domain
 * registers twin routes.
 *
 * @example
 * twinRoute(r, {
 *   method: 'GET',
 *   path: feedbackPaths.list,
 *   roles: { admin: [Role.SUPER_ADMIN], operator: [Role.OPERATOR] },
 *   schema: { querystring: listFeedbackQuerySchema, response: { 200: feedbackListAnswerSchema } },
 *   handler: async (request, _reply, { scope }) => listAnswer(await repo.list(request.query, scope)),
 * });
 */
export function twinRoute<S extends FastifySchema>(app: ZodApp, route: TwinRoute<S>): void {
  for (const twin of ['admin', 'operator'] as const) {
    app.route({
      method: route.method,
      url: route.path[twin],
      config: { roles: route.roles[twin] },
      schema: route.schema,
      handler: (request, reply) =>
        route.handler(request, reply, { twin, scope: buildingScope(request) }),
    });
  }
}

/** One declaration of a twin list call (see `twinListRoute`). */
export interface TwinListRoute<Q extends z.ZodTypeAny> {
  path: TwinPath;
  roles: TwinRoles;
  /** The list's query string. */
  query: Q;
  /** The `{data, total}` answer's schema. */
  answer: z.ZodTypeAny;
  /** One page of the list, within the caller's buildings. */
  list: (query: z.output<Q>, scope: BuildingScope) => Promise<Page<unknown>>;
  /** The list's export at `<path>/export` of each twin (docs/decisions/lists.md, "Exports"). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows' type is the declaration's own
  export?: ListExport<z.output<Q>, any>;
}

/** Registers a list's declared export beside it: the list's roles and query, `format` added. */
function registerExport<Q extends z.ZodTypeAny>(
  app: ZodApp,
  url: string,
  roles: readonly Role[],
  query: Q,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  declared: ListExport<z.output<Q>, any> | undefined,
): void {
  if (!declared) return;
  exportRoute(app, {
    path: exportPath(url),
    roles,
    query: query as unknown as z.ZodObject,
    spec: (filter, scope) => listExportSpec(declared, filter as z.output<Q>, scope),
  });
}

/**
 * A twin list call, the commonest twin: GET at both paths, the query validated, the page answered
 * `{data, total}` (`listAnswer`). The one way a domain declares a screen's list.
 *
 * @example
 * twinListRoute(r, {
 *   path: feedbackPaths.list,
 *   roles: { admin: [Role.SUPER_ADMIN], operator: [Role.OPERATOR] },
 *   query: listFeedbackQuerySchema,
 *   answer: feedbackListAnswerSchema,
 *   list: repo.list,
 * });
 */
export function twinListRoute<Q extends z.ZodTypeAny>(app: ZodApp, route: TwinListRoute<Q>): void {
  twinRoute(app, {
    method: 'GET',
    path: route.path,
    roles: route.roles,
    schema: { querystring: route.query, response: { 200: route.answer } },
    handler: async (request, _reply, { scope }) =>
      listAnswer(await route.list(request.query as z.output<Q>, scope)),
  });
  for (const twin of ['admin', 'operator'] as const)
    registerExport(app, route.path[twin], route.roles[twin], route.query, route.export);
}

/** One declaration of a list call at one path (see `listRoute`). */
export interface ListRoute<Q extends z.ZodTypeAny> {
  url: string;
  roles: readonly Role[];
  /** The list's query string. */
  query: Q;
  /** The `{data, total}` answer's schema. */
  answer: z.ZodTypeAny;
  /** One page of the list, within the caller's buildings (`buildingScope`). */
  list: (query: z.output<Q>, scope: BuildingScope) => Promise<Page<unknown>>;
  /** The list's export at `<url>/export`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows' type is the declaration's own
  export?: ListExport<z.output<Q>, any>;
}

/**
 * A list call at one path, the one-path form of `twinListRoute`: GET, the query validated, the page
 * answered `{data, total}` (`listAnswer`).
 *
 * @example
 * listRoute(r, {
 *   url: staffPaths.list,
 *   roles: [Role.SUPER_ADMIN],
 *   query: staffListQuerySchema,
 *   answer: staffListAnswerSchema,
 *   list: repo.list,
 * });
 */
export function listRoute<Q extends z.ZodTypeAny>(app: ZodApp, route: ListRoute<Q>): void {
  app.route({
    method: 'GET',
    url: route.url,
    config: { roles: route.roles },
    schema: { querystring: route.query, response: { 200: route.answer } },
    handler: async (request) =>
      listAnswer(await route.list(request.query as z.output<Q>, buildingScope(request))),
  });
  registerExport(app, route.url, route.roles, route.query, route.export);
}
