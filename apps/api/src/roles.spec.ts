import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { ApiStatus, authMessages, livePaths, Role } from '@app/contract';
import { createTestDatabase } from '@app/server-db/testing';
import {
  accountBuildings,
  accounts,
  apartments,
  buildings,
  notifications,
  orders,
  productAdmins,
  shops,
  specialCategories,
  transactions,
  type Database,
  DEMO_PASSWORD,
} from '@app/server-db';
import { bearer, signIn, tokenFor, type TestApp } from '@app/server-core/testing';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Who may call which route, written from the SPEC and docs/decisions.md, never from the routes' own
 * `config.roles`: the test then checks that the server declares exactly these roles and enforces them
 * over HTTP, for every registered route, so a drift on either side fails here.
 */

const { SUPER_ADMIN: SA, ADMIN: AD, OPERATOR: OP } = Role;
const STAFF = [SA, AD, OP] as const;
const roleName: Record<number, string> = { [SA]: 'SUPER_ADMIN', [AD]: 'ADMIN', [OP]: 'OPERATOR' };

/** Routes anyone may call, without a token (config.public: true). Listed one by one. */
const publicRoutes = [
  'GET /healthz', // health probe
  'GET /api/v1/uploads/files/image/:file', // decisions "Uploads": an <img> cannot send a bearer token
  'POST /auth/login', // spec 000 §7 Auth
  'POST /auth/renew/token', // spec 000 §7 Auth (the refresh token is the credential)
  'POST /auth/signup', // decisions "Sign-up"
  'POST /auth/forgot-password', // decisions "Forgot password"
  'POST /auth/reset-password', // decisions "Forgot password" (the reset link's token is the credential)
  'GET /api/v1/push/vapid-public-key', // decisions "Push"
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';
interface Rule {
  method: Method;
  /** Matched against the Fastify URL pattern (`/api/v1.1/admin/building/:id`). */
  url: RegExp;
  roles: readonly Role[];
  /** Where the spec or docs/decisions.md says so. */
  why: string;
}
const rule = (method: Method, url: RegExp, roles: readonly Role[], why: string): Rule => ({
  method,
  url,
  roles,
  why,
});

/** First match wins. No catch-all: a route without a rule fails the test. */
const rules: Rule[] = [
  // --- Operator twins: the operator's own endpoints, and only theirs.
  rule(
    '*',
    /^(\/api\/v1\.1)?\/operator\//,
    [OP],
    'spec 000 §1/§6, 001 §1/§7 operator twins; decisions "Lists": either side calling the other\'s path gets 403',
  ),

  // --- Session and the top bar: every signed-in account (only staff can sign in).
  rule(
    'POST',
    /^\/auth\/logout$/,
    STAFF,
    'decisions "Logout": POST /auth/logout with the bearer token (any signed-in)',
  ),
  rule(
    'POST',
    /^\/auth\/change-password$/,
    STAFF,
    'decisions accounts "Audit findings (issue 25)" item 19: one\'s own new password, any signed-in',
  ),
  rule('PUT', /^\/user\/save\/pushToken$/, STAFF, 'spec 000 §2 top bar, §7 Auth; decisions "Push"'),
  rule(
    'POST',
    /^\/api\/v1\/push\/test$/,
    STAFF,
    'decisions "Push": test push from the top bar of every role',
  ),
  rule(
    'GET',
    /^\/notification\/(count\/unread|inbox)$/,
    STAFF,
    'decisions "Notifications": count/unread and inbox, every staff role',
  ),
  rule(
    'PUT',
    /^\/notification\/(:id\/read|read-all)$/,
    STAFF,
    'decisions "Notifications": the inbox, every staff role',
  ),
  rule('*', /^\/uploads\/files/, STAFF, 'decisions "Uploads": staff only (all three roles)'),

  // --- Orders (spec 000 §2 /dashboard/order: all three; decisions "No operator twin for orders").
  rule(
    '*',
    /^\/admin\/package(\/|$)/,
    STAFF,
    'spec 000 §2 /dashboard/order + /dashboard/Shipper: SA, ADMIN, OPERATOR; decisions "Orders"/"Shipper lists"',
  ),

  // --- Shippers (spec 000 §2 /dashboard/Shipper: SA, ADMIN, OPERATOR; decisions "Shippers").
  rule(
    'GET',
    /^\/admin\/shipper\/search$/,
    STAFF,
    'decisions "Shipper search": the order screen picker, all three',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/shipper(\/|$)/,
    STAFF,
    'spec 000 §2 /dashboard/Shipper; decisions "Shippers": the three staff roles',
  ),

  // --- Wallet transactions (spec 000 §2 /dashboard/transaction: SA, ADMIN; decisions "Transactions: Roles").
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/(balance(\/|$)|report\/balances$)/,
    [SA, AD],
    'spec 000 §2 /dashboard/transaction SA, ADMIN; decisions "Transactions": no operator twin (operator 403)',
  ),

  // --- Notifications sent by staff (spec 000 §2 /dashboard/notification: SA).
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/notification(\/|$)/,
    [SA],
    'spec 000 §2 /dashboard/notification SUPER_ADMIN; decisions "Notifications": list, send, delete, targets SA only',
  ),

  // --- Accounts and staff (spec 001 §2 /dashboard/user: SA, OPERATOR; operator uses the twins).
  rule(
    'GET',
    /^\/api\/v1\.1\/admin\/account\/picker$/,
    [SA, AD],
    'decisions "Who reads accounts": picker for SA and ADMIN',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/account(\/|$)/,
    [SA],
    'spec 001 §2 /dashboard/user SA+OP, §6 admin not the account screens; decisions "Who reads accounts": SA only',
  ),
  rule(
    'DELETE',
    /^\/api\/v1\/completeDelete\/user\/:id$/,
    [SA],
    'spec 001 §6 "Only the super admin may ... delete an account"',
  ),
  rule(
    '*',
    /^\/admin\/(find\/user|update\/staff|create\/account|get\/staff)$/,
    [SA],
    'decisions "Staff": ours at /dashboard/staff, super admin (spec 001 §6 super admin: everything)',
  ),

  // --- Buildings, floors, apartments (decisions "Buildings, floors and apartments").
  rule(
    'POST',
    /^\/api\/v1\.1\/admin\/building$/,
    [SA],
    'spec 001 §6 "Only the super admin may add a building"',
  ),
  rule(
    'PATCH',
    /^\/api\/v1\.1\/admin\/building\/:id\/shop\/:shopId\/(approve|reject)$/,
    [SA, AD],
    'decisions "Buildings": ADMIN approves or removes shops in a building (spec 000 §2 store screen)',
  ),
  rule(
    'GET',
    /^\/api\/v1\.1\/admin\/(building|floor|apartment)(\/|$)/,
    [SA, AD],
    'decisions "Buildings": ADMIN only reads (pickers); decisions "Lists": building list for SA and ADMIN',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/(building|floor|apartment)(\/|$)/,
    [SA],
    'decisions "Buildings": the admin twins are SUPER_ADMIN for every change (delete: SA any, OP via twin)',
  ),
  rule(
    'PUT',
    /^\/api\/v1\/building\/images\/:id$/,
    [SA, OP],
    'decisions "Buildings": SA changes, the operator edits their building\'s images; ADMIN only reads',
  ),
  rule(
    'GET',
    /^\/api\/v1\/building\/info$/,
    STAFF,
    'spec 001 §7 "GET /api/v1/building/info (access token header)"; decisions "Buildings": the caller\'s own buildings',
  ),
  rule(
    'GET',
    /^\/api\/v1\/apartment\/get\/building\/:id$/,
    STAFF,
    'spec 001 §7 older read; decisions "Buildings": reads for SA, ADMIN (pickers); operator (its buildings, no twin)',
  ),

  // --- Shops (spec 000 §2 /dashboard/store: SA, ADMIN).
  rule('*', /^\/api\/v1\.1\/admin\/shop(\/|$)/, [SA, AD], 'spec 000 §2 /dashboard/store SA, ADMIN'),
  rule(
    '*',
    /^\/admin\/(get\/shop|get\/building\/shop|update\/shop\/status\/:id)$/,
    [SA, AD],
    'spec 000 §2 /dashboard/store SA, ADMIN; §7 Shops',
  ),

  // --- Shop products and sample products (spec 000 §2 /dashboard/product and /ProductAdmin: SA, ADMIN).
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/product(\/|-admin(\/|$))/,
    [SA, AD],
    'spec 000 §2 /dashboard/product, /dashboard/ProductAdmin: SA, ADMIN',
  ),
  rule(
    '*',
    /^\/api\/v1\/admin\/product\/(search|ban|unban)$/,
    [SA, AD],
    'spec 000 §2 /dashboard/product SA, ADMIN; decisions "Ban and unban"',
  ),
  rule(
    'GET',
    /^\/api\/v1\/(provider\/get\/products|product\/search)\/pagination$/,
    [SA, AD],
    'spec 000 §7 Products (the product screen: SA, ADMIN); decisions "Product search calls"',
  ),

  // --- Categories (spec 001 §2 /dashboard/Category: SA only; special categories SA, ADMIN).
  rule(
    'GET',
    /^\/api\/v1\/admin\/category$/,
    STAFF,
    'decisions "Categories: Who": the older list is readable by every staff role',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/category(\/|$)/,
    [SA],
    'spec 001 §2 /dashboard/Category super admin only; decisions "Categories: Who"',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/special-category(\/|$)/,
    [SA, AD],
    'spec 001 §2 /dashboard/special-category SA, ADMIN',
  ),
  rule(
    '*',
    /^\/api\/v1\/(admin\/special(\/|$)|special\/(accept|reject)$)/,
    [SA, AD],
    'spec 001 §7 older special-category calls; decisions "Categories: Who" special categories SA, ADMIN',
  ),

  // --- Feedback (spec 001 §2 /dashboard/feedback: SA, OPERATOR; the operator through the twin).
  rule(
    'GET',
    /^\/api\/v1\.1\/admin\/feedback(\/export)?$/,
    [SA],
    'spec 001 §2, §6 "Admin: not the feedback screens"; decisions "Who reaches feedback"',
  ),
  rule(
    '*',
    /^\/api\/v1\.1\/admin\/feedback\/[^/]+\/(reply|resolve|history)$/,
    [SA],
    'issue 29 item 6: the reply, resolving and history as the feedback screen; decisions "Feedback that can be answered"',
  ),

  // --- Overview reports (spec 001 §2 /dashboard: all three; admin paths SA, ADMIN; twins OPERATOR).
  rule(
    'GET',
    /^\/api\/v1\.1\/admin\/(report\/daily|statistic\/[\w-]+|percentage\/apartments)$/,
    [SA, AD],
    'spec 001 §2 /dashboard all three; decisions "Who reaches the reports": admin paths SA and ADMIN',
  ),

  // --- Saved views of the lists: every staff role keeps its own (issue 27 item 4).
  rule(
    '*',
    /^\/api\/v1\.1\/views(\/:id)?$/,
    STAFF,
    'docs/decisions/lists.md "Saved views": every staff role, the owner alone changes a view',
  ),

  // --- Live operations: the stream of changes and the menu's counts, every staff role (issue 28).
  rule(
    'GET',
    /^\/api\/v1\.1\/events(\/counts)?$/,
    STAFF,
    'docs/decisions/live.md: every staff role, scoped to what its role reads',
  ),
];

interface Route {
  method: string;
  url: string;
  params: string[];
  roles?: readonly Role[];
  isPublic: boolean;
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const ruleFor = (r: Route): Rule | undefined =>
  rules.find((x) => (x.method === '*' || x.method === r.method) && x.url.test(r.url));
const names = (roles: readonly Role[] | undefined) =>
  roles === undefined
    ? 'none'
    : `[${[...roles]
        .sort()
        .map((x) => roleName[x] ?? x)
        .join(', ')}]`;
const randomId = () => randomBytes(12).toString('hex');

describe('roles: every route, against the spec-derived table', () => {
  let database: Database;
  let app: FastifyInstance;
  const routes: Route[] = [];
  /** Staff tokens by role, and a resident's / shop owner's real signed token (see beforeAll). */
  const tokens = new Map<string, { role: Role | 'anonymous'; token?: string }>();
  /** Real ids per collection, for GET routes (mutations get a random, non-existent id). */
  const sample: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-roles-')) });
    app = await buildApp(config, database.db, {
      logger: false,
      onRoute: (route: RouteOptions) => {
        const conf = (route.config ?? {}) as { roles?: readonly Role[]; public?: boolean };
        for (const method of ([] as string[]).concat(route.method)) {
          if (method === 'HEAD') continue;
          routes.push({
            method,
            url: route.url,
            params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
            roles: conf.roles,
            isPublic: conf.public === true,
          });
        }
      },
    });
    await app.ready();

    tokens.set('superadmin@example.com', {
      role: SA,
      token: (await signIn(app, 'superadmin@example.com')).token,
    });
    tokens.set('admin@example.com', {
      role: AD,
      token: (await signIn(app, 'admin@example.com')).token,
    });
    tokens.set('operator@example.com', {
      role: OP,
      token: (await signIn(app, 'operator@example.com')).token,
    });
    // A resident or shop owner cannot sign in (decisions "Who may sign in", checked below); should one hold a
    // real signed token with a real session (a demoted staff member, say), tokenFor makes exactly that.
    const t = { app, database, config: config.server } as unknown as TestApp;
    tokens.set('resident@example.com', {
      role: Role.USER,
      token: await tokenFor(t, 'resident@example.com'),
    });
    tokens.set('merchant@example.com', {
      role: Role.MERCHANT,
      token: await tokenFor(t, 'merchant@example.com'),
    });
    tokens.set('anonymous', { role: 'anonymous' });

    const first = async <T extends PgTable & { id: AnyPgColumn }>(table: T) => {
      const [row] = await database.db
        .select({ id: table.id })
        .from(table as PgTable)
        .limit(1);
      return (row as { id: string } | undefined)?.id ?? randomId();
    };
    sample['package'] = await first(orders);
    sample['building'] = await first(buildings);
    sample['apartment'] = await first(apartments);
    sample['shop'] = await first(shops);
    sample['product-admin'] = await first(productAdmins);
    sample['balance'] = await first(transactions);
    sample['notification'] = await first(notifications);
    sample['special-category'] = await first(specialCategories);
    const [resident] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'resident@example.com'));
    sample['account'] = resident!.id;
    const [operatorBuilding] = await database.db
      .select({ id: accountBuildings.buildingId })
      .from(accountBuildings)
      .innerJoin(accounts, eq(accounts.id, accountBuildings.accountId))
      .where(eq(accounts.email, 'operator@example.com'));
    sample['operator-building'] = operatorBuilding!.id.trim();
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('collected the whole server', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('matches every registered route with exactly one kind: public (listed) or a rule of the table', () => {
    const problems: string[] = [];
    for (const r of routes) {
      const listedPublic = publicRoutes.includes(key(r));
      if (listedPublic !== r.isPublic)
        problems.push(
          `${key(r)}: config.public is ${r.isPublic}, the public list says ${listedPublic}`,
        );
      if (listedPublic) {
        if (r.roles) problems.push(`${key(r)}: public, yet declares roles ${names(r.roles)}`);
        continue;
      }
      if (!ruleFor(r))
        problems.push(
          `${key(r)}: no rule in the roles table matches this route; add one from the spec`,
        );
    }
    for (const p of publicRoutes)
      if (!routes.some((r) => key(r) === p))
        problems.push(`${p}: listed public but not registered`);
    for (const x of rules)
      if (!routes.some((r) => !r.isPublic && ruleFor(r) === x))
        problems.push(`rule ${x.method} ${x.url} (${x.why}) matches no registered route`);
    expect(problems).toEqual([]);
  });

  it('declares in config.roles exactly the roles the table expects', () => {
    const drift: string[] = [];
    for (const r of routes) {
      if (publicRoutes.includes(key(r))) continue;
      const x = ruleFor(r);
      if (!x) continue; // reported by the previous test
      if (names(r.roles) !== names(x.roles))
        drift.push(
          `${key(r)}: declares ${names(r.roles)}, the table expects ${names(x.roles)} (${x.why})`,
        );
    }
    expect(drift).toEqual([]);
  });

  it('refuses a resident and a shop owner at sign-in with 403', async () => {
    for (const email of ['resident@example.com', 'merchant@example.com']) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect({ email, status: res.statusCode, message: res.json().message }).toEqual({
        email,
        status: 403,
        message: authMessages.notStaff,
      });
      expect(res.json().token).toBeUndefined();
    }
  });

  it('enforces the table over HTTP: 403 outside the set, never 403 inside, 902 for non-staff, 401 without a token', async () => {
    // Sign-out last: it ends the session the other requests use.
    // The stream of changes never ends, so `inject` would wait for ever: libs/shared/server-core's
    // live.spec.ts checks its roles over a real socket.
    const ordered = routes
      .filter((r) => !publicRoutes.includes(key(r)) && ruleFor(r) && r.url !== livePaths.events)
      .sort((a, b) => Number(a.url === '/auth/logout') - Number(b.url === '/auth/logout'));
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let sent = 0;

    const urlFor = (r: Route): string => {
      let url = r.url;
      for (const p of r.params) {
        let id = randomId(); // mutations (and deletes above all) act on nothing
        if (r.method === 'GET') {
          const before =
            url
              .slice(0, url.indexOf(`:${p}`))
              .split('/')
              .filter(Boolean)
              .pop() ?? '';
          const collection =
            p === 'packId'
              ? 'package'
              : before === 'building' && url.includes('/operator/')
                ? 'operator-building'
                : before;
          id = sample[collection] ?? id;
        }
        url = url.replace(`:${p}`, id);
      }
      return url;
    };

    for (const r of ordered) {
      const expected = ruleFor(r)!.roles;
      const url = urlFor(r);
      for (const [who, { role, token }] of tokens) {
        const options: InjectOptions = {
          method: r.method as InjectOptions['method'],
          url,
          headers: token ? bearer(token) : {},
        };
        if (r.method !== 'GET' && r.method !== 'DELETE') options.payload = {};
        const res = await app.inject(options);
        sent++;
        const label = `${r.method} ${r.url} as ${who}: ${res.statusCode}`;
        const message = (() => {
          try {
            return (res.json() as { message?: unknown }).message;
          } catch {
            return undefined;
          }
        })();
        let verdict: string;
        if (role === 'anonymous') {
          verdict = 'anonymous';
          if (res.statusCode !== 401 || message !== authMessages.unauthenticated)
            failures.push(`${label}, expected 401 "${authMessages.unauthenticated}"`);
        } else if (!(STAFF as readonly number[]).includes(role)) {
          // The server's refusal of a non-staff account holding a real token: 902, session ended.
          verdict = 'non-staff';
          if (
            res.statusCode !== ApiStatus.SESSION_EXPIRED ||
            message !== authMessages.sessionExpired
          )
            failures.push(
              `${label}, expected ${ApiStatus.SESSION_EXPIRED} "${authMessages.sessionExpired}"`,
            );
        } else if (!expected.includes(role)) {
          verdict = 'outside';
          if (res.statusCode !== 403 || message !== authMessages.forbidden)
            failures.push(
              `${label}, expected 403 (${roleName[role]} is not in ${names(expected)}) ${res.body.slice(0, 120)}`,
            );
        } else {
          verdict = 'inside';
          if (
            [401, 403, ApiStatus.ACCESS_TOKEN_EXPIRED, ApiStatus.SESSION_EXPIRED].includes(
              res.statusCode,
            )
          )
            failures.push(
              `${label}, refused although ${roleName[role]} is in ${names(expected)} ${res.body.slice(0, 120)}`,
            );
        }
        const bucket = `${verdict} ${res.statusCode}`;
        statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
      }
    }
    console.log(
      `roles: ${sent} requests over ${ordered.length} routes × ${tokens.size} callers, ${failures.length} failures; ` +
        [...statuses.entries()]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join(', '),
    );
    expect(failures).toEqual([]);
    expect(sent).toBe(ordered.length * tokens.size);
  }, 600_000);
});
