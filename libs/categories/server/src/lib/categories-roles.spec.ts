import type { FastifyPluginAsync } from 'fastify';
import { exportPath, Role } from '@app/contract';
import {
  productCategoriesPaths as pc,
  specialCategoriesPaths as sc,
} from '@app/categories-contract';
import { bearer, createTestApp, staffTokens, type TestApp } from '@app/server-core/testing';
import { categoriesPlugin } from './categories-plugin';

const { SUPER_ADMIN, ADMIN, OPERATOR } = Role;
const specialRoles = [SUPER_ADMIN, ADMIN];

/**
 * Who may call each route of the domain (spec 001 section 2 and 6; docs/decisions.md, Categories).
 * Written out by hand: a route added without a line here fails the first test.
 */
const expected: Record<string, Role[]> = {
  [`GET ${pc.list}`]: [SUPER_ADMIN],
  [`GET ${pc.publicList}`]: [SUPER_ADMIN, ADMIN, OPERATOR],
  [`POST ${pc.create}`]: [SUPER_ADMIN],
  [`POST ${pc.rearrange}`]: [SUPER_ADMIN],
  [`PUT ${pc.detail}`]: [SUPER_ADMIN],
  [`DELETE ${pc.detail}`]: [SUPER_ADMIN],
  [`PUT ${pc.activate}`]: [SUPER_ADMIN],
  [`PUT ${pc.deactivate}`]: [SUPER_ADMIN],
  [`GET ${sc.list.admin}`]: specialRoles,
  [`GET ${sc.list.operator}`]: [OPERATOR],
  [`GET ${exportPath(sc.list.admin)}`]: specialRoles,
  [`GET ${exportPath(sc.list.operator)}`]: [OPERATOR],
  [`POST ${sc.create}`]: specialRoles,
  [`GET ${sc.detail}`]: specialRoles,
  [`PUT ${sc.detail}`]: specialRoles,
  [`DELETE ${sc.detail}`]: specialRoles,
  [`PATCH ${sc.schedule}`]: specialRoles,
  [`PATCH ${sc.status}`]: specialRoles,
  [`GET ${sc.products}`]: specialRoles,
  [`PATCH ${sc.addProduct}`]: specialRoles,
  [`GET ${sc.productSearch}`]: specialRoles,
  [`DELETE ${sc.removeProduct}`]: specialRoles,
  [`DELETE ${sc.rejectPending}`]: specialRoles,
  [`PATCH ${sc.approvePending}`]: specialRoles,
  [`GET ${sc.history}`]: specialRoles,
  [`GET ${sc.legacyProduct}`]: specialRoles,
  [`PUT ${sc.legacyProduct}`]: specialRoles,
  [`DELETE ${sc.legacyProduct}`]: specialRoles,
  [`GET ${sc.legacyList}`]: specialRoles,
  [`POST ${sc.legacyCreate}`]: specialRoles,
  [`PUT ${sc.legacyEdit}`]: specialRoles,
  [`PUT ${sc.legacyDelete}`]: specialRoles,
  [`POST ${sc.legacyAccept}`]: specialRoles,
  [`POST ${sc.legacyReject}`]: specialRoles,
};

/** Every route of the categories domain × every staff role, on the real server and database. */
describe('categories routes × roles', () => {
  let t: TestApp;
  let tokens: Record<'superadmin' | 'admin' | 'operator', string>;
  const routes: string[] = [];

  beforeAll(async () => {
    const plugin: FastifyPluginAsync = async (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of ([] as string[]).concat(route.method))
          if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
      });
      await app.register(categoriesPlugin);
    };
    t = await createTestApp({ plugins: [plugin] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  it('knows who may call every route the domain registers', () => {
    expect([...routes].sort()).toEqual(Object.keys(expected).sort());
  });

  it('answers 401 without a token, 403 to a role not allowed, and lets the allowed roles through', async () => {
    const roleOf = { superadmin: SUPER_ADMIN, admin: ADMIN, operator: OPERATOR } as const;
    const failures: string[] = [];
    for (const [route, allowed] of Object.entries(expected)) {
      const [method, path] = route.split(' ') as [string, string];
      // Ids that exist nowhere: an allowed role gets 404 or 400 (or 200 for a list), never 401/403.
      const url = path.replace(':id', 'a'.repeat(24)).replace(':productId', 'b'.repeat(24));
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      const anonymous = await send({});
      if (anonymous.statusCode !== 401)
        failures.push(`${route} anonymous: ${anonymous.statusCode}`);
      for (const who of ['superadmin', 'admin', 'operator'] as const) {
        const res = await send(bearer(tokens[who]));
        const may = allowed.includes(roleOf[who]);
        const ok = may ? ![401, 403].includes(res.statusCode) : res.statusCode === 403;
        if (!ok || res.statusCode >= 500) failures.push(`${route} as ${who}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
