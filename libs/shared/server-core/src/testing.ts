import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestDatabase, type TestReplica } from '@app/server-db/testing';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  accountBuildings,
  accounts,
  buildings,
  changeLog,
  type Database,
  type Db,
  DEMO_PASSWORD,
  demoAccounts,
  newId,
  refreshSessions,
} from '@app/server-db';
import type { BulkAnswer, HistoryAnswer, HistoryEntry, Role, TokenPair } from '@app/contract';
import { signAccessToken } from './lib/tokens';
import type { ServerConfig } from './lib/config';
import { corePlugin } from './lib/core-plugin';
import { frameworkErrorOptions } from './lib/framework-errors';
import { testServerConfig } from './lib/test-config';

export { testServerConfig } from './lib/test-config';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A real server for API tests: the core plugins and the given domain plugins on a fresh, migrated,
 * seeded database (PGlite by default, PostgreSQL when DATABASE_URL is set). Call through
 * `app.inject`.
 *
 * @example
 * const t = await createTestApp({ plugins: [ordersPlugin] });
 * const tokens = await signIn(t.app, 'operator@example.com');
 */
export async function createTestApp(
  opts: {
    plugins?: FastifyPluginAsync[];
    config?: Partial<ServerConfig>;
    /** PostgreSQL only: a replica for the reports and exports (see `createTestDatabase`). */
    replica?: TestReplica;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(opts.replica ? { replica: opts.replica } : {});
  const config = testServerConfig(opts.config);
  const app = Fastify({ logger: false, trustProxy: false, ...frameworkErrorOptions });
  await app.register(corePlugin, { config, db: database.db, reads: database.reads });
  for (const plugin of opts.plugins ?? []) await app.register(plugin);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through `POST /auth/login` and returns the token pair; fails the test otherwise. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as TokenPair;
}

/** The `authorization` header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A real access token for an account, with a real session row, without going through the auth
 * routes (domains other than auth cannot register them in their tests).
 */
export async function tokenFor(t: TestApp, email: string): Promise<string> {
  const [account] = await t.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  if (!account) throw new Error(`no account ${email}`);
  const sessionId = newId();
  await t.database.db.insert(refreshSessions).values({
    id: sessionId,
    accountId: account.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const buildings = await t.database.db
    .select({ id: accountBuildings.buildingId })
    .from(accountBuildings)
    .where(eq(accountBuildings.accountId, account.id));
  return signAccessToken(
    {
      sub: account.id,
      sid: sessionId,
      role: account.role as Role,
      name: account.name,
      email: account.email,
      avatar: null,
      buildings: buildings.map((b) => b.id),
    },
    t.config.jwtSecret,
    t.config.accessTokenTtl,
  );
}

/** Real tokens of the three demo staff accounts. */
export async function staffTokens(
  t: TestApp,
): Promise<Record<'superadmin' | 'admin' | 'operator', string>> {
  return {
    superadmin: await tokenFor(t, 'superadmin@example.com'),
    admin: await tokenFor(t, 'admin@example.com'),
    operator: await tokenFor(t, 'operator@example.com'),
  };
}

/** The ids of the buildings an account runs (the demo operator runs two). */
export async function buildingsRunBy(
  t: TestApp,
  email = 'operator@example.com',
): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: accountBuildings.buildingId })
    .from(accountBuildings)
    .innerJoin(accounts, eq(accounts.id, accountBuildings.accountId))
    .where(eq(accounts.email, email));
  return rows.map((r) => r.id);
}

/** The three demo staff accounts, by role. */
export type Staff = 'superadmin' | 'admin' | 'operator';

/** A test app with the demo staff signed in: what most API specs start from. */
export interface StaffTestApp extends TestApp {
  /** Real tokens of the three demo staff accounts. */
  tokens: Record<Staff, string>;
  /** The buildings the demo operator runs (two). */
  operatorBuildings: string[];
  /** A seeded building the demo operator does not run (the first by id). */
  foreignBuilding: string;
  /**
   * Calls the API as a demo staff member (the super admin by default) or with a token; `payload`
   * is sent as JSON when given.
   */
  call(
    method: string,
    url: string,
    who?: Staff | { token: string },
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/**
 * {@link createTestApp} with the demo staff signed in (real tokens and sessions) and the buildings
 * the operator runs and does not run, read from the seeded database.
 *
 * @example
 * let t: StaffTestApp;
 * beforeAll(async () => { t = await createStaffTestApp({ plugins: [buildingsPlugin] }); });
 * afterAll(() => t.close());
 * const res = await t.call('GET', '/api/v1.1/operator/building', 'operator');
 */
export async function createStaffTestApp(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<StaffTestApp> {
  const t = await createTestApp(opts);
  const tokens = await staffTokens(t);
  const operatorBuildings = await buildingsRunBy(t);
  const [foreign] = await t.database.db
    .select({ id: buildings.id })
    .from(buildings)
    .where(notInArray(buildings.id, operatorBuildings))
    .orderBy(buildings.id)
    .limit(1);
  if (!foreign) throw new Error('the seeded database has no building the operator does not run');
  return {
    ...t,
    tokens,
    operatorBuildings,
    foreignBuilding: foreign.id,
    call: (method, url, who = 'superadmin', payload) =>
      t.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers: bearer(typeof who === 'string' ? tokens[who] : who.token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/**
 * The {@link createStaffTestApp} of the enclosing `describe` (or spec file): created before its
 * tests, then `setup` run with it, and closed after them. The object answered is filled in when the
 * app starts, so read it in tests and hooks, not while the tests are collected.
 *
 * @example
 * describe('the shop list', () => {
 *   const t = staffTestAppForSuite({ plugins: [shopsPlugin] });
 *   it('answers the shops', async () => expect((await t.call('GET', '/api/v1.1/admin/shop')).statusCode).toBe(200));
 * });
 */
export function staffTestAppForSuite(
  opts: Parameters<typeof createStaffTestApp>[0],
  setup?: () => Promise<unknown>,
): StaffTestApp {
  const t = {} as StaffTestApp;
  beforeAll(async () => {
    Object.assign(t, await createStaffTestApp(opts));
    await setup?.();
  });
  afterAll(() => t.close());
  return t;
}

/**
 * The twin route a staff member calls for `rest`: the operator's under `/operator`, the admins'
 * under `/admin`.
 *
 * @example
 * await t.call('GET', staffRoute('operator', 'floor'), 'operator');
 */
export const staffRoute = (who: Staff, rest: string) =>
  `/api/v1.1/${who === 'operator' ? 'operator' : 'admin'}/${rest}`;

/** The paging every list refuses alike (the contract's `pageSchema` and `quantitySchema`). */
const badPaging = [
  ['page=0', 'Số trang phải lớn hơn hoặc bằng 1'],
  ['page=-1', 'Số trang phải lớn hơn hoặc bằng 1'],
  ['page=abc', 'Số trang không hợp lệ'],
  ['page=1.5', 'Số trang không hợp lệ'],
  ['quantity=0', 'Số bản ghi mỗi trang phải lớn hơn hoặc bằng 1'],
  ['quantity=abc', 'Số bản ghi mỗi trang không hợp lệ'],
  ['quantity=501', 'Số bản ghi mỗi trang tối đa là 500'],
] as const;

/**
 * Expects the list at `GET path` to refuse with 400 and a message containing the case's text the
 * paging every list refuses and each query of `filters` (the list's own bad filters), called by
 * `who` (the super admin by default).
 *
 * @example
 * await expectBadListQueries(t, '/api/v1.1/admin/shop', [['status=3', 'Trạng thái cửa hàng không hợp lệ']]);
 */
export async function expectBadListQueries(
  t: StaffTestApp,
  path: string,
  filters: readonly (readonly [query: string, message: string])[],
  who: Staff = 'superadmin',
): Promise<void> {
  for (const [query, message] of [...badPaging, ...filters]) {
    const res = await t.call('GET', `${path}?${query}`, who);
    expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    expect((res.json() as { message: string }).message).toContain(message);
  }
}

/**
 * Expects `GET path` to answer 200 to the demo staff in `allowed`, 403 to the other demo staff and
 * 401 without a token.
 *
 * @example
 * await expectGetAccess(t, '/api/v1.1/admin/shop', ['superadmin', 'admin']);
 */
export async function expectGetAccess(
  t: StaffTestApp,
  path: string,
  allowed: readonly Staff[],
): Promise<void> {
  const anonymous = await t.app.inject({ method: 'GET', url: path });
  expect({ who: 'anonymous', status: anonymous.statusCode }).toEqual({
    who: 'anonymous',
    status: 401,
  });
  for (const who of Object.keys(t.tokens) as Staff[]) {
    const status = (await t.call('GET', path, who)).statusCode;
    expect({ who, status }).toEqual({ who, status: allowed.includes(who) ? 200 : 403 });
  }
}

/** The ids of list rows (`_id`) or of database rows (`id`), in order. */
export const idsOf = (rows: readonly ({ _id: string } | { id: string })[]) =>
  rows.map((r) => ('_id' in r ? r._id : r.id));

/** A spec's call of a list: the `{data, total}` page answered to a query string. */
type ListCall = (query: string) => Promise<{ data: { _id: string }[]; total: number }>;

/**
 * Expects a list's `status` filter: each of `statuses` answers exactly the rows of `all` in it, in
 * order (`all` is every row, in the list's order), and an empty status answers every row.
 */
export async function expectStatusFilter(
  list: ListCall,
  all: readonly { id: string; status: number }[],
  statuses: readonly number[],
): Promise<void> {
  for (const status of statuses) {
    const expected = all.filter((r) => r.status === status);
    expect(expected.length).toBeGreaterThan(0);
    const body = await list(`status=${status}`);
    expect({ status, ids: idsOf(body.data), total: body.total }).toEqual({
      status,
      ids: idsOf(expected),
      total: expected.length,
    });
  }
  expect((await list('status=')).total).toBe(all.length);
}

/** Expects a list to find `row` by its name with its own status, and nothing with `otherStatus`. */
export async function expectTextAndStatus(
  list: ListCall,
  row: { id: string; name: string; status: number },
  otherStatus: number,
): Promise<void> {
  const text = encodeURIComponent(row.name);
  expect(idsOf((await list(`text=${text}&status=${row.status}`)).data)).toEqual([row.id]);
  expect((await list(`text=${text}&status=${otherStatus}`)).total).toBe(0);
}

/** An export's CSV answer (`format=csv`): its header and rows, after checking the status and the BOM. */
export function csvExportRows(res: LightMyRequestResponse): { header: string[]; rows: string[][] } {
  expect(res.statusCode).toBe(200);
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
  return { header, rows };
}

/**
 * Expects the export of the list at `path` (`<path>/export?format=csv&<query>`, called by `who`)
 * (or at `exportAt`) to hold the list's rows for the same query (`quantity=500`, which must be
 * every row) in the list's order: `value(item)` of each list item is the CSV's column `header`.
 * Answers the rows.
 *
 * @example
 * await expectExportOfList(t, '/api/v1.1/admin/shop', { query: 'status=1', header: 'Tên cửa hàng', value: (s) => s.name });
 */
export async function expectExportOfList<T>(
  t: StaffTestApp,
  path: string,
  opts: {
    query?: string;
    who?: Staff;
    exportAt?: string;
    header: string;
    value: (item: T) => string;
  },
): Promise<string[][]> {
  const { query = '', who = 'superadmin', exportAt = `${path}/export`, header, value } = opts;
  const list = await t.call('GET', `${path}?quantity=500&${query}`, who);
  expect(list.statusCode).toBe(200);
  const body = list.json() as { data: T[]; total: number };
  expect(body.data.length).toBe(body.total);
  const csv = csvExportRows(await t.call('GET', `${exportAt}?format=csv&${query}`, who));
  const at = csv.header.indexOf(header);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(csv.rows.map((r) => r[at])).toEqual(body.data.map(value));
  return csv.rows;
}

/** An export's XLSX answer (`format=xlsx`): the values of the sheet's rows, the header first. */
export async function xlsxExportRows(
  res: LightMyRequestResponse,
  sheetName: string,
): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * Expects the export at `path` (`<list path>/export`) to refuse a format other than csv or xlsx
 * with 400 and the Vietnamese message, and a caller without a token with 401.
 */
export async function expectExportRefusals(t: StaffTestApp, path: string): Promise<void> {
  for (const query of ['format=pdf', '']) {
    const res = await t.call('GET', `${path}?${query}`);
    expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    expect((res.json() as { message: string }).message).toContain(
      'Định dạng xuất phải là csv hoặc xlsx',
    );
  }
  expect((await t.app.inject(`${path}?format=csv`)).statusCode).toBe(401);
}

/** One list's export as {@link describeListExports} checks it. */
export interface ListExportCase<T> {
  /** The list's path; the export is at `<path>/export` unless `exportAt` says otherwise. */
  path: string;
  /** The export's path when the list answering `{data, total}` for its query is another path. */
  exportAt?: string;
  /** The XLSX sheet's name. */
  sheet: string;
  /** The column that tells the rows apart and how a list item gives it. */
  header: string;
  value: (item: T) => string;
  /** Filters (query strings) whose export must be the list's rows for the same filter. */
  filters: readonly string[];
  /** The operator twin's list path, whose export must be the operator's list. */
  operatorPath?: string;
  /** Headers whose XLSX cells are numbers (money, counts). */
  numbers?: readonly string[];
}

/**
 * Expects a list's export to be its list: every row in the list's order (more than one), the rows
 * of each filter, the operator's own on the twin; the same rows as XLSX with the numbers typed;
 * 400 for a format other than csv or xlsx and 401 without a token.
 */
export async function expectListExport<T>(t: StaffTestApp, c: ListExportCase<T>): Promise<void> {
  const { path, exportAt = `${path}/export`, header, value } = c;
  const column = { exportAt, header, value };
  const all = await expectExportOfList(t, path, column);
  expect(all.length).toBeGreaterThan(1);
  for (const query of c.filters) await expectExportOfList(t, path, { ...column, query });
  if (c.operatorPath)
    await expectExportOfList(t, c.operatorPath, { header, value, who: 'operator' });
  const [titles = [], ...rows] = await xlsxExportRows(
    await t.call('GET', `${exportAt}?format=xlsx`),
    c.sheet,
  );
  const at = titles.indexOf(header);
  expect(rows.map((r) => String(r[at] ?? ''))).toEqual(all.map((r) => r[at]));
  for (const number of c.numbers ?? [])
    expect(rows.map((r) => typeof r[titles.indexOf(number)])).toEqual(rows.map(() => 'number'));
  await expectExportRefusals(t, exportAt);
}

/**
 * A spec of a domain's list exports: one test a case of `cases` ({@link expectListExport}) on a
 * staff test app with `plugins`.
 *
 * @example
 * describeListExports('the shop list export', [shopsPlugin], [
 *   { path: '/api/v1.1/admin/shop', sheet: 'Cửa hàng', header: 'Tên cửa hàng', value: (s: ShopListItem) => s.name, filters: ['status=1'] },
 * ]);
 */
export function describeListExports(
  title: string,
  plugins: FastifyPluginAsync[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case's items are its own
  cases: readonly ListExportCase<any>[],
): void {
  describe(title, () => {
    let t: StaffTestApp;
    beforeAll(async () => {
      t = await createStaffTestApp({ plugins });
    });
    afterAll(() => t.close());
    it.each(cases.map((c) => [c.exportAt ?? `${c.path}/export`, c] as const))(
      'exports at %s exactly what the list selects, as CSV and XLSX',
      (_path, c) => expectListExport(t, c),
    );
  });
}

/** How {@link expectSortedList} reads a list: its rows' ids and sort values, and its total. */
export interface SortedListCase<T> {
  /** The list's path. */
  path: string;
  /** Each sortable field and the comparable value (a number, a text, an ISO date) a row gives. */
  fields: Record<string, (item: T) => number | string>;
  /** The rows and the total of an answer (default: `{data, total}`). */
  read?: (body: unknown) => { rows: T[]; total: number };
  /** The row's id (default: `_id`). */
  idOf?: (item: T) => string;
  /** A filter to sort within (a query string). */
  query?: string;
  /** Page size of the walk: small, so that the walk crosses several pages (default 7). */
  pageSize?: number;
}

/**
 * Expects a list's sorting (issue 27 item 5): for each field, both ways, the walk over every page
 * answers each row of the unsorted list exactly once (no repeat, no skip), ordered by the field
 * then by the id in the same direction; an unknown field is refused with 400 and the Vietnamese
 * message. Answers the sorted rows of the first field descending.
 */
export async function expectSortedList<T>(t: StaffTestApp, c: SortedListCase<T>): Promise<T[]> {
  const read =
    c.read ??
    ((body: unknown) => {
      const b = body as { data: T[]; total: number };
      return { rows: b.data, total: b.total };
    });
  const idOf = c.idOf ?? ((item: T) => (item as { _id: string })._id);
  const size = c.pageSize ?? 7;
  const walk = async (sort: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call(
        'GET',
        `${c.path}?page=${page}&quantity=${size}${sort ? `&sort=${sort}` : ''}${c.query ? `&${c.query}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const answer = read(res.json());
      rows.push(...answer.rows);
      if (answer.rows.length < size) {
        expect(rows.length).toBe(answer.total);
        return rows;
      }
    }
  };
  const unsorted = (await walk('')).map(idOf);
  expect(unsorted.length).toBeGreaterThan(size);
  let first: T[] | undefined;
  for (const [field, valueOf] of Object.entries(c.fields)) {
    for (const direction of ['asc', 'desc'] as const) {
      const sort = direction === 'desc' ? `-${field}` : field;
      const rows = await walk(sort);
      first ??= rows;
      const ids = rows.map(idOf);
      expect({ sort, distinct: new Set(ids).size }).toEqual({ sort, distinct: ids.length });
      expect({ sort, ids: [...ids].sort() }).toEqual({ sort, ids: [...unsorted].sort() });
      const keys = rows.map((row) => [valueOf(row), idOf(row)] as const);
      const sign = direction === 'desc' ? -1 : 1;
      const misplaced = keys.findIndex(([value, id], i) => {
        if (i === 0) return false;
        const [before, beforeId] = keys[i - 1]!;
        const c1 = before < value ? -1 : before > value ? 1 : 0;
        const c2 = beforeId < id ? -1 : beforeId > id ? 1 : 0;
        return sign * (c1 || c2) >= 0;
      });
      expect({ sort, misplaced, at: keys[misplaced] }).toEqual({
        sort,
        misplaced: -1,
        at: undefined,
      });
      // The values differ between rows, or the sort would prove nothing.
      expect(new Set(keys.map(([value]) => value)).size).toBeGreaterThan(1);
    }
  }
  for (const bad of ['unknown', '--createdAt', 'id']) {
    const res = await t.call('GET', `${c.path}?sort=${bad}`);
    expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    expect((res.json() as { message: string }).message).toContain('Cột sắp xếp không hợp lệ');
  }
  return first!;
}

/**
 * Two staff sent the same bulk action at once (issue 27, item 3): every id was done by exactly one
 * of the `answers` and refused by the others with a 409 and `refusal` (the single-row guarantee,
 * held per row).
 */
export function expectEachRowDecidedOnce(
  answers: readonly LightMyRequestResponse[],
  ids: readonly string[],
  refusal: string,
): void {
  const rows = answers.flatMap((res) => (res.json() as BulkAnswer).data);
  for (const id of ids) {
    const mine = rows.filter((r) => r.id === id);
    expect(mine.filter((r) => r.ok)).toHaveLength(1);
    expect(mine.filter((r) => !r.ok)).toEqual(
      Array.from({ length: answers.length - 1 }, () => ({
        id,
        ok: false,
        status: 409,
        message: refusal,
      })),
    );
  }
  expect(answers.map((res) => (res.json() as BulkAnswer).done).reduce((x, y) => x + y)).toBe(
    ids.length,
  );
}

/**
 * Gives the first `count` rows of `table` the same sorted values (`set`): a sorted walk then meets
 * ties across page boundaries, and only the id can order them (issue 27, item 5).
 */
export async function tieRows<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  count: number,
  set: PgUpdateSetSource<T>,
): Promise<void> {
  const some = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .limit(count);
  await db
    .update(table)
    .set(set)
    .where(
      inArray(
        table.id,
        some.map((r: { id: unknown }) => r.id),
      ),
    );
}

/** How a history names a demo staff member as its author: their name and role. */
export const staffAuthor = (who: Staff) => {
  const { name, role } = demoAccounts[who === 'superadmin' ? 'superAdmin' : who];
  return { name, role };
};

/**
 * The whole of one history entry by the demo staff member `who`, as a history answers it, for
 * `toEqual`: any decimal id and time, the author's id any account id, no statuses, reason or
 * details unless `entry` gives them.
 *
 * @example
 * expect(body.data).toEqual([historyEntry('admin', { action: 'ban', reason: 'Hàng giả' })]);
 */
export const historyEntry = (
  who: Staff,
  entry: Partial<Omit<HistoryEntry, 'author'>> & { action: string },
) => ({
  _id: expect.stringMatching(/^\d+$/),
  at: expect.any(String),
  fromStatus: null,
  toStatus: null,
  reason: '',
  details: {},
  ...entry,
  author: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...staffAuthor(who) },
});

/** The change log's entries of one record, oldest first (what a change wrote, read from the table). */
export const changeLogOf = (t: TestApp, kind: string, entityId: string) =>
  t.database.db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.entityKind, kind), eq(changeLog.entityId, entityId)))
    .orderBy(changeLog.id);

/**
 * Expects the history at `path` (a record's `…/:id/history`, filled) to page its `total` entries
 * newest first, `size` a page, with the exact total on each page, and to refuse bad paging (400).
 * Answers the entries read, newest first.
 */
export async function expectHistoryPaging(
  t: StaffTestApp,
  path: string,
  total: number,
  who: Staff = 'superadmin',
  size = 2,
): Promise<HistoryAnswer['data']> {
  const read: HistoryAnswer['data'] = [];
  for (let page = 1; page <= Math.ceil(total / size) + 1; page++) {
    const res = await t.call('GET', `${path}?page=${page}&quantity=${size}`, who);
    expect(res.statusCode).toBe(200);
    const body = res.json() as HistoryAnswer;
    expect(body.total).toBe(total);
    read.push(...body.data);
  }
  expect(read).toHaveLength(total);
  const ids = read.map((e) => BigInt(e._id));
  expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
  await expectBadListQueries(t, path, [], who);
  return read;
}
