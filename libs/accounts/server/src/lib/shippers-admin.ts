import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { shipperMessages as m, type ShipperAdminRow, ShipperStatus } from '@app/accounts-contract';
import { buildings, shippers, type Db, type Tx } from '@app/server-db';
import {
  found,
  exactPage,
  mapBatches,
  newestFirst,
  newestFirstKeyset,
  inScope,
  selectBatches,
  missing,
  refused,
  scopeCondition,
  textSearch,
} from '@app/server-core';
import type { BuildingScope, Page, Refusal, Result } from '@app/server-core';

/** What a change writes to a shipper. */
type Values = Partial<typeof shippers.$inferInsert>;
import { shipperColumns, toShipper } from './shippers-repository';

const columns = {
  ...shipperColumns,
  status: shippers.status,
  approvedAt: shippers.approvedAt,
  rejectedAt: shippers.rejectedAt,
  rejectedReason: shippers.rejectedReason,
  createdAt: shippers.createdAt,
  buildingId: shippers.buildingId,
  buildingName: buildings.name,
};

const toRow = (
  s: typeof shippers.$inferSelect & { buildingName: string | null },
): ShipperAdminRow => ({
  ...toShipper(s),
  status: s.status,
  approvedAt: s.approvedAt?.toISOString() ?? null,
  rejectedAt: s.rejectedAt?.toISOString() ?? null,
  rejectedReason: s.rejectedReason,
  createdAt: s.createdAt.toISOString(),
});

const select = (db: Db | Tx) =>
  db
    .select(columns)
    .from(shippers)
    .leftJoin(buildings, eq(buildings.id, shippers.buildingId))
    .$dynamic();

/** The shipper list's filters. */
type ShipperListFilter = { text?: string; status?: number };

/**
 * The WHERE of the shipper list: text on name, email, phone and staff code, status, and for an
 * operator the shippers of their buildings and those without a building yet.
 */
const shipperListWhere = (filter: ShipperListFilter, scope: BuildingScope) =>
  and(
    scope === null
      ? undefined
      : or(scopeCondition(shippers.buildingId, scope), isNull(shippers.buildingId)),
    textSearch(filter.text, shippers.name, shippers.email, shippers.phone, shippers.staffCode),
    filter.status === undefined ? undefined : eq(shippers.status, filter.status),
  );

async function buildingExists(tx: Tx, id: string) {
  return (
    (await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id))).length > 0
  );
}

/**
 * The shipper screen (spec 000 section 2, Shipper route; section 7): list with search and status,
 * approve with a staff code and a building, reject with a reason, edit. An operator reaches the
 * shippers of their buildings and those without a building yet, and approves into their own.
 */
export function createShippersAdmin(db: Db) {
  /** The shipper, locked, if the scope reaches it. */
  async function lock(tx: Tx, id: string, scope: BuildingScope) {
    const [row] = await tx.select().from(shippers).where(eq(shippers.id, id)).for('update');
    if (!row) return null;
    if (scope !== null && row.buildingId !== null && !inScope(row.buildingId, scope)) return null;
    return row;
  }
  const reload = async (tx: Tx, id: string) =>
    toRow((await select(tx).where(eq(shippers.id, id)))[0]!);
  /**
   * One change of a shipper the scope reaches, in a transaction: `decide` reads the locked row and
   * answers the values to write, or a refusal; the answer is the row as written.
   */
  const change = (
    id: string,
    scope: BuildingScope,
    decide: (tx: Tx, row: typeof shippers.$inferSelect) => Promise<Values | Refusal>,
  ): Promise<Result<ShipperAdminRow>> =>
    db.transaction(async (tx) => {
      const row = await lock(tx, id, scope);
      if (!row) return missing;
      const values = await decide(tx, row);
      if ('ok' in values) return values;
      await tx.update(shippers).set(values).where(eq(shippers.id, row.id));
      return found(await reload(tx, row.id));
    });
  const staffCodeTaken = async (tx: Tx, id: string, staffCode: string) =>
    staffCode !== '' &&
    (
      await tx
        .select({ id: shippers.id })
        .from(shippers)
        .where(and(ne(shippers.id, id), eq(shippers.staffCode, staffCode)))
        .limit(1)
    ).length > 0;

  /** The single approval's checks and values, on the locked row. */
  const approval = async (
    tx: Tx,
    row: typeof shippers.$inferSelect,
    input: { buildingId: string; staffCode: string },
    scope: BuildingScope,
  ): Promise<Values | Refusal> => {
    if (!inScope(input.buildingId, scope) || !(await buildingExists(tx, input.buildingId)))
      return refused('invalid', m.buildingNotFound);
    if (row.status === ShipperStatus.APPROVED) return refused('conflict', m.alreadyApproved);
    if (await staffCodeTaken(tx, row.id, input.staffCode))
      return refused('conflict', m.staffCodeTaken);
    return {
      status: ShipperStatus.APPROVED,
      staffCode: input.staffCode,
      buildingId: input.buildingId,
      approvedAt: new Date(),
      rejectedAt: null,
      rejectedReason: null,
    };
  };
  /** The single rejection's check and values, on the locked row. */
  const rejection = (
    row: typeof shippers.$inferSelect,
    rejectedReason: string,
  ): Values | Refusal =>
    row.status === ShipperStatus.REJECTED
      ? refused('conflict', m.alreadyRejected)
      : {
          status: ShipperStatus.REJECTED,
          rejectedAt: new Date(),
          rejectedReason,
          approvedAt: null,
        };
  /** A bulk decision's refusal of a shipper no longer pending: the single call's message for its state. */
  const decided = (row: typeof shippers.$inferSelect): Refusal =>
    refused(
      'conflict',
      row.status === ShipperStatus.APPROVED ? m.alreadyApproved : m.alreadyRejected,
    );

  return {
    async list(
      query: ShipperListFilter & { page: number; quantity: number },
      scope: BuildingScope,
    ): Promise<Page<ShipperAdminRow>> {
      const page = await exactPage(db, select(db), {
        ...query,
        table: shippers,
        where: shipperListWhere(query, scope),
        order: newestFirst(shippers),
      });
      return { ...page, rows: page.rows.map(toRow) };
    },

    /**
     * One shipper as its list row, if the scope reaches it (the list's rule: an operator's buildings,
     * or no building yet). The live list reads a shipper changed elsewhere with it (issue 28).
     */
    async one(id: string, scope: BuildingScope): Promise<Result<ShipperAdminRow>> {
      const [row] = await select(db).where(and(eq(shippers.id, id), shipperListWhere({}, scope)));
      return row ? found(toRow(row)) : missing;
    },

    /** Every shipper the list's filters select, newest first as the list, a batch at a time. */
    exportRows(filter: ShipperListFilter, scope: BuildingScope) {
      return mapBatches(
        selectBatches(
          () => select(db),
          shipperListWhere(filter, scope),
          newestFirstKeyset(shippers),
          500,
        ),
        toRow,
      );
    },

    approve(
      input: { _id: string; buildingId: string; staffCode: string },
      scope: BuildingScope,
    ): Promise<Result<ShipperAdminRow>> {
      return change(input._id, scope, (tx, row) => approval(tx, row, input, scope));
    },

    reject(
      input: { _id: string; rejectedReason: string },
      scope: BuildingScope,
    ): Promise<Result<ShipperAdminRow>> {
      return change(input._id, scope, async (_tx, row) => rejection(row, input.rejectedReason));
    },

    /**
     * One shipper of a bulk approval: a pending one only, with its own staff code and building (what
     * the single approval's form starts from), then the single approval's checks.
     */
    async approvePending(id: string, scope: BuildingScope): Promise<Result<null>> {
      const result = await change(id, scope, async (tx, row) => {
        if (row.status !== ShipperStatus.PENDING) return decided(row);
        if (row.buildingId === null) return refused('invalid', m.buildingRequired);
        if (row.staffCode === '') return refused('invalid', m.staffCodeRequired);
        return approval(tx, row, { buildingId: row.buildingId, staffCode: row.staffCode }, scope);
      });
      return result.ok ? found(null) : result;
    },

    /** One shipper of a bulk rejection: a pending one only, with the one reason. */
    async rejectPending(
      id: string,
      rejectedReason: string,
      scope: BuildingScope,
    ): Promise<Result<null>> {
      const result = await change(id, scope, async (_tx, row) =>
        row.status === ShipperStatus.PENDING ? rejection(row, rejectedReason) : decided(row),
      );
      return result.ok ? found(null) : result;
    },

    update(
      id: string,
      input: { name: string; email: string; phone: string; staffCode: string; buildingId?: string },
      scope: BuildingScope,
    ): Promise<Result<ShipperAdminRow>> {
      return change(id, scope, async (tx, row) => {
        const buildingId = input.buildingId ?? null;
        if (
          buildingId !== null &&
          (!inScope(buildingId, scope) || !(await buildingExists(tx, buildingId)))
        )
          return refused('invalid', m.buildingNotFound);
        if (buildingId === null && scope !== null) return refused('invalid', m.buildingRequired);
        if (row.status === ShipperStatus.APPROVED && input.staffCode === '')
          return refused('invalid', m.staffCodeRequired);
        if (await staffCodeTaken(tx, id, input.staffCode))
          return refused('conflict', m.staffCodeTaken);
        const { name, email, phone, staffCode } = input;
        return { name, email, phone, staffCode, buildingId };
      });
    },
  };
}
