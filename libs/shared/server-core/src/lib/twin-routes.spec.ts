import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, twinPath } from '@app/contract';
import { bearer, buildingsRunBy, createTestApp, staffTokens, type TestApp } from '../testing';
import { listRoute, twinRoute } from './twin-routes';

const path = twinPath('/probe/:id');

/** One twin declaration, answering which twin it served, the caller's scope and the parsed id. */
const probePlugin: FastifyPluginAsync = async (app) => {
  twinRoute(app.withTypeProvider<ZodTypeProvider>(), {
    method: 'GET',
    path,
    roles: { admin: [Role.SUPER_ADMIN, Role.ADMIN], operator: [Role.OPERATOR] },
    schema: { params: z.object({ id: z.coerce.number() }) },
    handler: async (request, _reply, { twin, scope }) => ({ twin, scope, id: request.params.id }),
  });
};

/** One list at one path, answering its parsed query and the caller's scope as its one row. */
const listProbePlugin: FastifyPluginAsync = async (app) => {
  listRoute(app.withTypeProvider<ZodTypeProvider>(), {
    url: '/probe-list',
    roles: [Role.SUPER_ADMIN, Role.OPERATOR],
    query: z.object({ n: z.coerce.number() }),
    answer: z.object({
      data: z.array(z.object({ n: z.number(), scope: z.array(z.string()).nullable() })),
      total: z.number(),
    }),
    list: async (query, scope) => ({ rows: [{ n: query.n, scope }], total: 1, exact: true }),
  });
};

describe('twinRoute and listRoute', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [probePlugin, listProbePlugin] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('registers the admin path for the admin roles and the operator twin for the operator', async () => {
    const admin = await get('/api/v1.1/admin/probe/7', tokens.admin);
    expect(admin.json()).toEqual({ twin: 'admin', scope: null, id: 7 });
    const operator = (await get('/api/v1.1/operator/probe/7', tokens.operator)).json();
    expect(operator).toMatchObject({ twin: 'operator', id: 7 });
    expect([...operator.scope].sort()).toEqual((await buildingsRunBy(t)).sort());
  });

  it('refuses each twin to the roles of the other (403)', async () => {
    expect((await get(path.admin.replace(':id', '1'), tokens.operator)).statusCode).toBe(403);
    expect((await get(path.operator.replace(':id', '1'), tokens.superadmin)).statusCode).toBe(403);
  });

  describe('listRoute', () => {
    it("answers the page {data, total} of the validated query, within the caller's buildings", async () => {
      expect((await get('/probe-list?n=3', tokens.superadmin)).json()).toEqual({
        data: [{ n: 3, scope: null }],
        total: 1,
      });
      const [row] = (await get('/probe-list?n=4', tokens.operator)).json().data;
      expect([...row.scope].sort()).toEqual((await buildingsRunBy(t)).sort());
    });

    it('refuses the other roles (403) and a bad query (400)', async () => {
      expect((await get('/probe-list?n=1', tokens.admin)).statusCode).toBe(403);
      expect((await get('/probe-list?n=abc', tokens.superadmin)).statusCode).toBe(400);
    });
  });
});
