import { eq } from 'drizzle-orm';
import { Role, type HistoryAnswer } from '@app/contract';
import {
  ORDER_ENTITY,
  OrderChangeAction,
  OrderStatus,
  orderPath,
  ordersMessages,
  ordersPaths,
  UnpaidReason,
} from '@app/orders-contract';
import { demoAccounts, newId, orders } from '@app/server-db';
import { recordChange } from '@app/server-core';
import {
  changeLogOf,
  expectHistoryPaging,
  historyEntry,
  type Staff,
  staffAuthor,
  staffTestAppForSuite,
} from '@app/server-core/testing';
import { ordersPlugin } from './orders-routes';
import { ordersByOperator } from './orders-spec.fixtures';

/** The change log of orders (issue 29): written with each change, read by who may read the order. */
describe('order history', () => {
  let own: string[];
  let foreign: string[];

  const t = staffTestAppForSuite({ plugins: [ordersPlugin] }, async () => {
    ({ own, foreign } = await ordersByOperator(t, 6));
  });

  const setStatus = (id: string, status: number) =>
    t.database.db
      .update(orders)
      .set({ status, unpaidReason: null, shopNote: '' })
      .where(eq(orders.id, id));
  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const entriesOf = (id: string) => changeLogOf(t, ORDER_ENTITY, id);
  const change = (id: string, body: unknown, who: Staff = 'admin') =>
    t.call('PUT', orderPath(ordersPaths.status, id), who, body);
  const history = (id: string, who: Staff = 'superadmin') =>
    t.call('GET', orderPath(ordersPaths.history, id), who);

  it('records a cancellation with its author, both statuses and the note, and answers it in the history', async () => {
    const id = foreign[0]!;
    await setStatus(id, OrderStatus.PENDING);
    const res = await change(id, {
      pkgStatusNumber: OrderStatus.CANCELED,
      currentStatus: OrderStatus.PENDING,
      shopNote: '  Khách đổi ý  ',
    });
    expect(res.statusCode).toBe(200);
    const read = await history(id);
    expect(read.statusCode).toBe(200);
    const body = read.json() as HistoryAnswer;
    expect(body.total).toBe(1);
    expect(body.data).toEqual([
      historyEntry('admin', {
        action: OrderChangeAction.STATUS,
        fromStatus: OrderStatus.PENDING,
        toStatus: OrderStatus.CANCELED,
        reason: 'Khách đổi ý',
      }),
    ]);
    expect(Date.now() - Date.parse(body.data[0]!.at)).toBeLessThan(60_000);
  });

  it('records nothing for a refused change (stale, not allowed, invalid) and nothing when the transaction fails', async () => {
    const id = foreign[1]!;
    await setStatus(id, OrderStatus.FINISHED);
    const before = (await entriesOf(id)).length;
    expect(
      (
        await change(id, {
          pkgStatusNumber: OrderStatus.PENDING,
          currentStatus: OrderStatus.DELIVERY,
        })
      ).statusCode,
    ).toBe(409);
    expect((await change(id, { pkgStatusNumber: OrderStatus.PENDING })).statusCode).toBe(409);
    expect((await change(id, { pkgStatusNumber: OrderStatus.CANCELED })).statusCode).toBe(400);
    expect(await entriesOf(id)).toHaveLength(before);

    // The entry and the change commit together: a transaction that fails after both leaves neither.
    await setStatus(id, OrderStatus.PENDING);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: OrderStatus.DELIVERY }).where(eq(orders.id, id));
        await recordChange(tx, {
          kind: ORDER_ENTITY,
          entityId: id,
          action: OrderChangeAction.STATUS,
          author: null,
          from: OrderStatus.PENDING,
          to: OrderStatus.DELIVERY,
        });
        throw new Error('the change fails after its entry');
      }),
    ).rejects.toThrow('the change fails after its entry');
    expect(await statusOf(id)).toBe(OrderStatus.PENDING);
    expect(await entriesOf(id)).toHaveLength(before);
  });

  it('records each order of a bulk change, the unpaid reason of a success, an undo, and the shop note', async () => {
    const [a, b] = foreign.slice(2);
    await setStatus(a!, OrderStatus.DELIVERY);
    await setStatus(b!, OrderStatus.DELIVERY);
    const bulk = await t.call('POST', ordersPaths.bulkStatus, 'operator' as Staff, {
      ids: [a, b],
      status: OrderStatus.SUCCESS,
      unpaidReason: UnpaidReason.DEBIT,
    });
    // The operator does not run these buildings: refused, and nothing recorded.
    expect(bulk.json()).toMatchObject({ done: 0, refused: 2 });
    expect(await entriesOf(a!)).toHaveLength(0);

    const done = await t.call('POST', ordersPaths.bulkStatus, 'superadmin', {
      ids: [a, b],
      status: OrderStatus.SUCCESS,
      unpaidReason: UnpaidReason.DEBIT,
    });
    expect(done.json()).toMatchObject({ done: 2, refused: 0 });
    for (const id of [a!, b!]) {
      expect(await entriesOf(id)).toEqual([
        expect.objectContaining({
          action: 'status',
          authorName: demoAccounts.superAdmin.name,
          authorRole: Role.SUPER_ADMIN,
          fromStatus: OrderStatus.DELIVERY,
          toStatus: OrderStatus.SUCCESS,
          details: { bulk: true, unpaidReason: UnpaidReason.DEBIT },
        }),
      ]);
    }

    expect((await change(a!, { pkgStatusNumber: OrderStatus.RECEIVED })).statusCode).toBe(200);
    expect(
      (
        await change(a!, {
          pkgStatusNumber: OrderStatus.SUCCESS,
          currentStatus: OrderStatus.RECEIVED,
          payment: { unpaidReason: UnpaidReason.DEBIT },
          undo: true,
        })
      ).statusCode,
    ).toBe(200);
    const note = await t.call('PATCH', orderPath(ordersPaths.shopNote, a!), 'admin', {
      shopNote: 'Gọi trước khi giao',
    });
    expect(note.statusCode).toBe(200);
    const page = (await history(a!)).json() as HistoryAnswer;
    expect(page.total).toBe(4);
    expect(page.data.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason, e.details])).toEqual(
      [
        ['note', null, null, 'Gọi trước khi giao', {}],
        [
          'status',
          OrderStatus.RECEIVED,
          OrderStatus.SUCCESS,
          '',
          { undo: true, unpaidReason: UnpaidReason.DEBIT },
        ],
        ['status', OrderStatus.SUCCESS, OrderStatus.RECEIVED, '', {}],
        [
          'status',
          OrderStatus.DELIVERY,
          OrderStatus.SUCCESS,
          '',
          { bulk: true, unpaidReason: UnpaidReason.DEBIT },
        ],
      ],
    );
    // A refused note (a cancelled order) records nothing.
    await setStatus(b!, OrderStatus.CANCELED);
    const refusedNote = await t.call('PATCH', orderPath(ordersPaths.shopNote, b!), 'admin', {
      shopNote: 'x',
    });
    expect(refusedNote.statusCode).toBe(409);
    expect(await entriesOf(b!)).toHaveLength(1);
  });

  it('is read by who may read the order: another building’s order is 404 to the operator', async () => {
    const mine = own[0]!;
    await setStatus(mine, OrderStatus.PENDING);
    expect(
      (await change(mine, { pkgStatusNumber: OrderStatus.WAITING_FOR_DELIVERY }, 'operator'))
        .statusCode,
    ).toBe(200);
    const read = await history(mine, 'operator');
    expect(read.statusCode).toBe(200);
    expect((read.json() as HistoryAnswer).data[0]).toMatchObject({
      author: staffAuthor('operator'),
      toStatus: OrderStatus.WAITING_FOR_DELIVERY,
    });

    const theirs = foreign[0]!;
    const refused = await history(theirs, 'operator');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: ordersMessages.orderNotFound });
    // As the order itself answers the operator.
    expect(
      (await t.call('GET', orderPath(ordersPaths.detail, theirs), 'operator')).statusCode,
    ).toBe(404);
    expect((await history(theirs, 'admin')).statusCode).toBe(200);
    expect((await history(newId())).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: orderPath(ordersPaths.history, theirs) }))
        .statusCode,
    ).toBe(401);
    expect((await t.call('GET', `${ordersPaths.list}/not-an-id/history`, 'admin')).statusCode).toBe(
      400,
    );
  });

  it('pages newest first with the exact total, and refuses bad paging', async () => {
    const id = own[1]!;
    await setStatus(id, OrderStatus.PENDING);
    const steps = [
      OrderStatus.WAITING_FOR_DELIVERY,
      OrderStatus.PENDING,
      OrderStatus.WAITING_FOR_DELIVERY,
      OrderStatus.DELIVERY,
      OrderStatus.WAITING_FOR_DELIVERY,
    ];
    for (const to of steps)
      expect((await change(id, { pkgStatusNumber: to }, 'operator')).statusCode).toBe(200);
    const read = await expectHistoryPaging(t, orderPath(ordersPaths.history, id), 5, 'operator');
    expect(read.map((e) => e.toStatus)).toEqual([...steps].reverse());
  });
});
