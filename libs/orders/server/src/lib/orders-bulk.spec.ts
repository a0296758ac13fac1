import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { bulkMessages, BULK_MAX, Role, type BulkAnswer } from '@app/contract';
import {
  OrderStatus,
  ordersMessages,
  ordersPaths,
  UnpaidReason,
  type BulkOrderStatusInput,
} from '@app/orders-contract';
import { accounts, newId, orders } from '@app/server-db';
import {
  expectEachRowDecidedOnce,
  type Staff,
  staffTestAppForSuite,
  tokenFor,
} from '@app/server-core/testing';
import { ordersPlugin } from './orders-routes';
import { ordersByOperator } from './orders-spec.fixtures';

/** `POST /admin/package/bulk/status`: many orders to one status, each by the single change's rules. */
describe('orders bulk status change', () => {
  /** Orders of the operator's buildings, and of others: the rows the cases set up and change. */
  let own: string[];
  let foreign: string[];

  const t = staffTestAppForSuite({ plugins: [ordersPlugin] }, async () => {
    ({ own, foreign } = await ordersByOperator(t, 8));
  });

  const bulk = (payload: unknown, who: Staff | { token: string } = 'admin') =>
    t.call('POST', ordersPaths.bulkStatus, who, payload);
  const setStatus = (ids: string[], status: number) =>
    t.database.db
      .update(orders)
      .set({ status, unpaidReason: null, shopNote: '' })
      .where(inArray(orders.id, ids));
  const rowsOf = async (ids: string[]) => {
    const rows = await t.database.db
      .select({
        id: orders.id,
        status: orders.status,
        unpaidReason: orders.unpaidReason,
        shopNote: orders.shopNote,
      })
      .from(orders)
      .where(inArray(orders.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id));
  };
  const statusesOf = async (ids: string[]) => (await rowsOf(ids)).map((r) => r?.status);

  it('changes the rows the table allows and refuses the others with the single change’s reason', async () => {
    const [pending, waiting, finished, delivering] = foreign;
    await setStatus([pending!, waiting!], OrderStatus.PENDING);
    await setStatus([waiting!], OrderStatus.WAITING_FOR_DELIVERY);
    await setStatus([finished!], OrderStatus.FINISHED);
    await setStatus([delivering!], OrderStatus.DELIVERY);
    const absent = newId();
    const ids = [pending!, finished!, absent, waiting!, delivering!];
    const res = await bulk({ ids, status: OrderStatus.DELIVERY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: pending, ok: true },
        {
          id: finished,
          ok: false,
          status: 409,
          message: 'Không thể chuyển đơn hàng từ "Hoàn thành" sang "Đang giao"',
        },
        { id: absent, ok: false, status: 404, message: ordersMessages.orderNotFound },
        { id: waiting, ok: true },
        {
          id: delivering,
          ok: false,
          status: 409,
          message: ordersMessages.staleStatus(OrderStatus.DELIVERY),
        },
      ],
      done: 2,
      refused: 3,
      message: 'Đã xử lý 2/5 bản ghi',
    } satisfies BulkAnswer);
    expect(await statusesOf([pending!, finished!, waiting!, delivering!])).toEqual([
      OrderStatus.DELIVERY,
      OrderStatus.FINISHED,
      OrderStatus.DELIVERY,
      OrderStatus.DELIVERY,
    ]);
  });

  it('stores the shop note of a cancellation and the unpaid reason of a success, and never edits a reason', async () => {
    const [a, b] = foreign.slice(4);
    await setStatus([a!, b!], OrderStatus.PENDING);
    const cancel = await bulk({
      ids: [a, b],
      status: OrderStatus.CANCELED,
      shopNote: '  Khách hủy  ',
    });
    expect(cancel.json()).toMatchObject({ done: 2, refused: 0 });
    expect(await rowsOf([a!, b!])).toEqual([
      expect.objectContaining({ status: OrderStatus.CANCELED, shopNote: 'Khách hủy' }),
      expect.objectContaining({ status: OrderStatus.CANCELED, shopNote: 'Khách hủy' }),
    ]);

    await setStatus([a!, b!], OrderStatus.DELIVERY);
    await t.database.db
      .update(orders)
      .set({ status: OrderStatus.SUCCESS, unpaidReason: UnpaidReason.DEBIT })
      .where(eq(orders.id, b!));
    const success = await bulk({
      ids: [a, b],
      status: OrderStatus.SUCCESS,
      unpaidReason: UnpaidReason.WIRE_TRANSFER_PENDING,
    });
    expect(success.json().data).toEqual([
      { id: a, ok: true },
      {
        id: b,
        ok: false,
        status: 409,
        message: ordersMessages.staleStatus(OrderStatus.SUCCESS),
      },
    ]);
    expect(await rowsOf([a!, b!])).toEqual([
      expect.objectContaining({
        status: OrderStatus.SUCCESS,
        unpaidReason: UnpaidReason.WIRE_TRANSFER_PENDING,
      }),
      expect.objectContaining({ status: OrderStatus.SUCCESS, unpaidReason: UnpaidReason.DEBIT }),
    ]);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const ids = foreign.slice(6, 8);
    await setStatus(ids, OrderStatus.PENDING);
    const many = Array.from({ length: BULK_MAX + 1 }, () => newId());
    const cases: [unknown, string][] = [
      [{ status: OrderStatus.DELIVERY }, bulkMessages.idsRequired],
      [{ ids: [], status: OrderStatus.DELIVERY }, bulkMessages.idsRequired],
      [{ ids: [ids[0], ids[0]], status: OrderStatus.DELIVERY }, bulkMessages.duplicateIds],
      [{ ids: [...ids, 'xyz'], status: OrderStatus.DELIVERY }, 'Mã không hợp lệ'],
      [{ ids: many, status: OrderStatus.DELIVERY }, bulkMessages.tooMany],
      [{ ids }, ordersMessages.invalidStatus],
      [{ ids, status: 9 }, ordersMessages.invalidStatus],
      [{ ids, status: OrderStatus.DELETED }, ordersMessages.bulkDeleteRefused],
      [{ ids, status: OrderStatus.CANCELED }, ordersMessages.shopNoteRequired],
      [{ ids, status: OrderStatus.CANCELED, shopNote: '   ' }, ordersMessages.shopNoteRequired],
      [{ ids, status: OrderStatus.SUCCESS }, ordersMessages.unpaidReasonRequired],
      [{ ids, status: OrderStatus.SUCCESS, unpaidReason: 50 }, ordersMessages.invalidUnpaidReason],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().message).toContain(message);
    }
    expect(await statusesOf(ids)).toEqual([OrderStatus.PENDING, OrderStatus.PENDING]);
  });

  // Every staff role has the single change, so none is refused 403 here; an account that is not
  // staff has no staff session at all (the auth plugin's 902).
  it('answers 401 without a token and 902 to an account that is not staff', async () => {
    const ids = foreign.slice(6, 7);
    const [resident] = await t.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.role, Role.USER), isNotNull(accounts.email)))
      .limit(1);
    const token = await tokenFor(t, resident!.email!);
    const payload: BulkOrderStatusInput = { ids, status: OrderStatus.DELIVERY };
    expect((await bulk(payload, { token })).statusCode).toBe(902);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ordersPaths.bulkStatus,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusesOf(ids)).toEqual([OrderStatus.PENDING]);
  });

  it('refuses an operator another building’s order as not found, row by row', async () => {
    const ids = [own[0]!, foreign[8]!, own[1]!];
    await setStatus(ids, OrderStatus.PENDING);
    const res = await bulk({ ids, status: OrderStatus.WAITING_FOR_DELIVERY }, 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: own[0], ok: true },
      { id: foreign[8], ok: false, status: 404, message: ordersMessages.orderNotFound },
      { id: own[1], ok: true },
    ]);
    expect(await statusesOf(ids)).toEqual([
      OrderStatus.WAITING_FOR_DELIVERY,
      OrderStatus.PENDING,
      OrderStatus.WAITING_FOR_DELIVERY,
    ]);
  });

  describe('two staff acting on the same orders at once', () => {
    const bulkAs = (ids: string[], who: Staff, body: object) => bulk({ ids, ...body }, who);

    it('changes each order exactly once when both ask for the same status', async () => {
      const ids = own.slice(2, 8);
      await setStatus(ids, OrderStatus.PENDING);
      const body = { status: OrderStatus.DELIVERY };
      const answers = await Promise.all([
        bulkAs(ids, 'admin', body),
        bulkAs([...ids].reverse(), 'superadmin', body),
      ]);
      expectEachRowDecidedOnce(answers, ids, ordersMessages.staleStatus(OrderStatus.DELIVERY));
      expect(new Set(await statusesOf(ids))).toEqual(new Set([OrderStatus.DELIVERY]));
    });
  });
});
