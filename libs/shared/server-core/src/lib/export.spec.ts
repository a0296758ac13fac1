import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { asc, desc, ne } from 'drizzle-orm';
import { accounts, buildings } from '@app/server-db';
import { vietnamParts } from '@app/util-format';
import { createTestApp, type TestApp } from '../testing';
import {
  keysetBatches,
  neutraliseFormula,
  newestFirstKeyset,
  selectBatches,
  sendExport,
  vietnamWallClock,
  type ExportColumn,
} from './export';

interface Row {
  code: string;
  at: Date;
  amount: number;
  note: string | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Mã', value: (r) => r.code },
  { header: 'Thời gian', kind: 'datetime', value: (r) => r.at },
  { header: 'Ngày', kind: 'date', value: (r) => r.at },
  { header: 'Thành tiền', kind: 'money', value: (r) => r.amount },
  { header: 'Ghi chú', value: (r) => r.note },
];

const rows: Row[] = [
  // 23:30 UTC on the 20th is 06:30 on the 21st in Vietnam.
  {
    code: 'DH001',
    at: new Date('2026-11-20T23:30:00Z'),
    amount: 1_250_000,
    note: 'Giao trước 8 giờ, "cổng sau"',
  },
  {
    code: '=HYPERLINK("http://x")',
    at: new Date('2026-11-21T01:02:03Z'),
    amount: 0,
    note: '+84 912',
  },
  { code: '-1', at: new Date('2026-11-21T01:02:03Z'), amount: -5000, note: '@SUM(A1)' },
  { code: '\tTab', at: new Date('2026-11-21T01:02:03Z'), amount: 1, note: '\rCR' },
  { code: 'Ổn, dòng\nhai', at: new Date('2026-11-21T01:02:03Z'), amount: 2, note: null },
];

async function* inBatches<T>(all: T[], size: number) {
  for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
}

describe('exports', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.get<{ Querystring: { format: 'csv' | 'xlsx' } }>('/x/export', (request, reply) =>
      sendExport(reply, request.query.format, {
        fileStem: 'thu',
        sheetName: 'Thử',
        columns,
        batches: inBatches(rows, 2),
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('neutralises every text a spreadsheet would read as a formula, and nothing else', () => {
    for (const text of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['DH001', 'Nguyễn Văn A', '', ' =1', "'=1"])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it('reads the Vietnam wall clock as util-format does, over the API’s years', () => {
    for (
      let ms = Date.UTC(2000, 0, 1);
      ms < Date.UTC(2099, 11, 31);
      ms += 97 * 86_400_000 + 3_599_000
    ) {
      const wall = vietnamWallClock(new Date(ms));
      const p = vietnamParts(ms);
      expect([
        wall.getUTCFullYear(),
        wall.getUTCMonth() + 1,
        wall.getUTCDate(),
        wall.getUTCHours(),
        wall.getUTCMinutes(),
      ]).toEqual([p.year, p.month, p.day, p.hour, p.minute]);
    }
  });

  it('writes CSV in UTF-8 with a BOM, numbers as digits, Vietnam times, formulas neutralised', async () => {
    const res = await app.inject('/x/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thu-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('\r\n');
    const table = parse(text) as string[][];
    expect(table).toEqual([
      ['Mã', 'Thời gian', 'Ngày', 'Thành tiền', 'Ghi chú'],
      ['DH001', '2026-11-21 06:30:00', '2026-11-21', '1250000', 'Giao trước 8 giờ, "cổng sau"'],
      ['\'=HYPERLINK("http://x")', '2026-11-21 08:02:03', '2026-11-21', '0', "'+84 912"],
      ["'-1", '2026-11-21 08:02:03', '2026-11-21', '-5000', "'@SUM(A1)"],
      ["'\tTab", '2026-11-21 08:02:03', '2026-11-21', '1', "'\rCR"],
      ['Ổn, dòng\nhai', '2026-11-21 08:02:03', '2026-11-21', '2', ''],
    ]);
  });

  it('writes XLSX with typed money and date cells and text that is never a formula', async () => {
    const res = await app.inject('/x/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Thử')!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Mã',
      'Thời gian',
      'Ngày',
      'Thành tiền',
      'Ghi chú',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('DH001');
    // The date cell reads 06:30 on the 21st: the Vietnam wall clock, not UTC.
    expect(first.getCell(2).value).toEqual(new Date('2026-11-21T06:30:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(4).value).toBe(1_250_000);
    expect(first.getCell(4).numFmt).toBe('#,##0 "₫"');
    const injected = sheet.getRow(3).getCell(1);
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(6).getCell(5).value).toBeNull();
  });

  it('stops reading the rows when the client goes away', async () => {
    let batchesRead = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          batchesRead += 1;
          yield Array.from({ length: 500 }, (_, i) => ({
            ...rows[0]!,
            code: `DH${batchesRead}-${i}`,
          }));
        }
      } finally {
        closed = true;
      }
    }
    const server = Fastify();
    server.get('/x', (_request, reply) =>
      sendExport(reply, 'csv', { fileStem: 'x', sheetName: 'x', columns, batches: endless() }),
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      const request = http.get({ host: '127.0.0.1', port, path: '/x' });
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      await once(response, 'data');
      request.destroy();
      await new Promise<void>((resolve) => {
        const check = () => (closed ? resolve() : setImmediate(check));
        check();
      });
      expect(closed).toBe(true);
      const read = batchesRead;
      await new Promise((resolve) => setImmediate(resolve));
      expect(batchesRead).toBe(read);
    } finally {
      await server.close();
    }
  });

  it('walks keyset batches until a short one, each after the previous batch’s last key', async () => {
    const all = Array.from({ length: 10 }, (_, i) => i);
    const asked: (number | undefined)[] = [];
    const walk = keysetBatches<number, number>(
      async (after, size) => {
        asked.push(after);
        return all.filter((n) => after === undefined || n > after).slice(0, size);
      },
      (n) => n,
      4,
    );
    const seen: number[][] = [];
    for await (const batch of walk) seen.push(batch);
    expect(seen).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(asked).toEqual([undefined, 3, 7]);
    // A multiple of the size ends with one empty read and no empty batch.
    const exact = keysetBatches<number, number>(
      async (after, size) => all.filter((n) => after === undefined || n > after).slice(0, size),
      (n) => n,
      5,
    );
    const batches: number[][] = [];
    for await (const batch of exact) batches.push(batch);
    expect(batches).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ]);
  });
});

describe('selectBatches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const walk = async <R>(batches: AsyncIterable<R[]>) => {
    const rows: R[] = [];
    let n = 0;
    for await (const batch of batches) {
      n += 1;
      rows.push(...batch);
    }
    return { rows, batches: n };
  };

  it('walks a newest-first list by (created_at, id), ties and filter included', async () => {
    const { db } = t.database;
    const where = ne(accounts.role, 0);
    const expected = await db
      .select({ id: accounts.id, createdAt: accounts.createdAt })
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id));
    expect(expected.length).toBeGreaterThan(20);
    const { rows, batches } = await walk(
      selectBatches(
        () =>
          db.select({ id: accounts.id, createdAt: accounts.createdAt }).from(accounts).$dynamic(),
        where,
        newestFirstKeyset(accounts),
        7,
      ),
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(batches).toBe(Math.ceil(expected.length / 7));
  });

  it('walks an ascending key of text (buildings by name, then id)', async () => {
    const { db } = t.database;
    const select = () => db.select({ id: buildings.id, name: buildings.name }).from(buildings);
    const expected = await select().orderBy(asc(buildings.name), asc(buildings.id));
    const { rows } = await walk(
      selectBatches(
        () => select().$dynamic(),
        undefined,
        { columns: [buildings.name, buildings.id], direction: 'asc', of: (r) => [r.name, r.id] },
        2,
      ),
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });
});
