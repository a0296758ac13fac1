import { inArray } from 'drizzle-orm';
import { bulkMessages, type BulkAnswer } from '@app/contract';
import {
  shipperAdminPaths as paths,
  shipperMessages as m,
  ShipperStatus,
} from '@app/accounts-contract';
import { newId, shippers } from '@app/server-db';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

type NewShipper = { status?: number; buildingId?: string | null; staffCode?: string };

/** The bulk approve and reject of pending shippers: each row by the single call's rules. */
describe('shippers bulk approve and reject', () => {
  let t: StaffTestApp;
  let made = 0;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
  });
  afterAll(() => t.close());

  /** New shippers (pending, in the operator's first building, with their own staff code by default). */
  const insert = async (...rows: NewShipper[]) => {
    const values = rows.map((row) => {
      made += 1;
      return {
        id: newId(),
        name: `Shipper Hàng Loạt ${made}`,
        phone: `0908${String(made).padStart(6, '0')}`,
        status: row.status ?? ShipperStatus.PENDING,
        buildingId: row.buildingId === undefined ? t.operatorBuildings[0]! : row.buildingId,
        staffCode: row.staffCode ?? `BULK-${made}`,
      };
    });
    await t.database.db.insert(shippers).values(values);
    return values.map((v) => v.id);
  };
  const rowsOf = async (ids: string[]) => {
    const rows = await t.database.db.select().from(shippers).where(inArray(shippers.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  };
  const statusesOf = async (ids: string[]) => (await rowsOf(ids)).map((r) => r.status);
  const approve = (ids: string[], who: Staff = 'admin') =>
    t.call('POST', paths.bulkApprove, who, { ids });
  const reject = (ids: string[], rejectedReason: string, who: Staff = 'admin') =>
    t.call('POST', paths.bulkReject, who, { ids, rejectedReason });

  it('approves the pending shippers with their own staff code and building, and refuses the others', async () => {
    await insert({ status: ShipperStatus.APPROVED, staffCode: 'BULK-TAKEN' });
    const ids = await insert(
      {},
      { status: ShipperStatus.APPROVED },
      { status: ShipperStatus.REJECTED },
      { staffCode: '' },
      { buildingId: null },
      { staffCode: 'BULK-TAKEN' },
    );
    const absent = newId();
    const res = await approve([...ids, absent]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: ids[0], ok: true },
        { id: ids[1], ok: false, status: 409, message: m.alreadyApproved },
        { id: ids[2], ok: false, status: 409, message: m.alreadyRejected },
        { id: ids[3], ok: false, status: 400, message: m.staffCodeRequired },
        { id: ids[4], ok: false, status: 400, message: m.buildingRequired },
        { id: ids[5], ok: false, status: 409, message: m.staffCodeTaken },
        { id: absent, ok: false, status: 404, message: m.notFound },
      ],
      done: 1,
      refused: 6,
      message: bulkMessages.summary(1, 7),
    } satisfies BulkAnswer);
    const rows = await rowsOf(ids);
    expect(rows[0]).toMatchObject({
      status: ShipperStatus.APPROVED,
      staffCode: expect.stringMatching(/^BULK-/),
      buildingId: t.operatorBuildings[0],
      approvedAt: expect.any(Date),
    });
    expect(rows.slice(1).map((r) => r.status)).toEqual([
      ShipperStatus.APPROVED,
      ShipperStatus.REJECTED,
      ShipperStatus.PENDING,
      ShipperStatus.PENDING,
      ShipperStatus.PENDING,
    ]);
  });

  it('rejects the pending shippers with the one reason and refuses those already decided', async () => {
    const ids = await insert({}, { status: ShipperStatus.APPROVED }, {});
    const res = await reject(ids, '  Thiếu giấy tờ  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: false, status: 409, message: m.alreadyApproved },
      { id: ids[2], ok: true },
    ]);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.status, r.rejectedReason])).toEqual([
      [ShipperStatus.REJECTED, 'Thiếu giấy tờ'],
      [ShipperStatus.APPROVED, null],
      [ShipperStatus.REJECTED, 'Thiếu giấy tờ'],
    ]);
    const again = await reject([ids[0]!], 'Lần nữa');
    expect(again.json().data).toEqual([
      { id: ids[0], ok: false, status: 409, message: m.alreadyRejected },
    ]);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const ids = await insert({}, {});
    const cases: [string, unknown, string][] = [
      [paths.bulkApprove, {}, bulkMessages.idsRequired],
      [paths.bulkApprove, { ids: [] }, bulkMessages.idsRequired],
      [paths.bulkApprove, { ids: [ids[0], ids[0]] }, bulkMessages.duplicateIds],
      [paths.bulkApprove, { ids: [...ids, 'xyz'] }, 'Mã không hợp lệ'],
      [paths.bulkReject, { ids }, m.reasonRequired],
      [paths.bulkReject, { ids, rejectedReason: '   ' }, m.reasonRequired],
      [paths.bulkReject, { ids, rejectedReason: 'x'.repeat(501) }, m.reasonTooLong],
    ];
    for (const [path, payload, message] of cases) {
      const res = await t.call('POST', path, 'admin', payload);
      expect({ path, payload, status: res.statusCode }).toEqual({ path, payload, status: 400 });
      expect(res.json().message).toContain(message);
    }
    expect(await statusesOf(ids)).toEqual([ShipperStatus.PENDING, ShipperStatus.PENDING]);
  });

  it('answers 401 without a token (every staff role has the single calls)', async () => {
    const ids = await insert({});
    for (const url of [paths.bulkApprove, paths.bulkReject]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { ids, rejectedReason: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await statusesOf(ids)).toEqual([ShipperStatus.PENDING]);
  });

  it('refuses an operator a shipper of another building as not found, row by row', async () => {
    const ids = await insert({}, { buildingId: t.foreignBuilding }, { buildingId: null });
    const res = await approve(ids, 'operator');
    expect(res.json().data).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: false, status: 404, message: m.notFound },
      { id: ids[2], ok: false, status: 400, message: m.buildingRequired },
    ]);
    const rejected = await reject(ids.slice(1), 'Không thuộc tòa nhà', 'operator');
    expect(rejected.json().data).toEqual([
      { id: ids[1], ok: false, status: 404, message: m.notFound },
      { id: ids[2], ok: true },
    ]);
    expect(await statusesOf(ids)).toEqual([
      ShipperStatus.APPROVED,
      ShipperStatus.PENDING,
      ShipperStatus.REJECTED,
    ]);
  });

  describe('two staff deciding the same shippers at once', () => {
    /** Each id ok in exactly one of the answers, refused 409 in the other. */
    const decidedOnce = (ids: string[], answers: BulkAnswer[]) => {
      const winners = ids.map((id) => {
        const rows = answers.map((a) => a.data.find((r) => r.id === id)!);
        expect(rows.filter((r) => r.ok)).toHaveLength(1);
        expect(rows.find((r) => !r.ok)).toMatchObject({ status: 409 });
        return rows.findIndex((r) => r.ok);
      });
      expect(answers.reduce((n, a) => n + a.done, 0)).toBe(ids.length);
      return winners;
    };

    it('approves each shipper once when both approve', async () => {
      const ids = await insert({}, {}, {}, {}, {}, {});
      const answers = await Promise.all([
        approve(ids, 'admin'),
        approve([...ids].reverse(), 'superadmin'),
      ]);
      decidedOnce(
        ids,
        answers.map((res) => res.json()),
      );
      expect(new Set(await statusesOf(ids))).toEqual(new Set([ShipperStatus.APPROVED]));
    });

    it('decides each shipper once when one approves and the other rejects', async () => {
      const ids = await insert({}, {}, {}, {}, {}, {});
      const answers = await Promise.all([
        approve(ids, 'admin'),
        reject([...ids].reverse(), 'Trùng hồ sơ', 'superadmin'),
      ]);
      const winners = decidedOnce(
        ids,
        answers.map((res) => res.json()),
      );
      expect(await statusesOf(ids)).toEqual(
        winners.map((w) => (w === 0 ? ShipperStatus.APPROVED : ShipperStatus.REJECTED)),
      );
    });
  });
});
