import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FeedbackStatus } from './vocabulary';
import type {
  BuildingUsers,
  DailyReport,
  PurchasedUserApartmentsAnswer,
  PercentageApartmentsAnswer,
  RegistersMonth,
} from '@app/overview-contract';
import { scopeCondition, type BuildingScope } from '@app/server-core';
import { accounts, apartments, buildings, feedback, type Db } from '@app/server-db';
import { VIETNAM_TIME_ZONE } from '@app/util-format';
import { customerRollupRows, rollupSpans } from './rollups';
import { allRows, feedbackInScope, firstRow, orTrue } from './sql-helpers';
import { dayRange, lastTwelveMonths, monthsBetween, thisMonth } from './vietnam-range';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The figures of the overview. Each is the count the matching list shows (the account list with
 * `verify=1` or `verify=2`, the feedback list with `status=0`), restricted for an operator to the
 * buildings they run: an account by its building, an apartment by its building, a feedback by
 * its building, else its apartment's.
 */
export function createOverviewRepository(db: Db) {
  const accountScope = (scope: BuildingScope) => orTrue(scopeCondition(accounts.buildingId, scope));

  return {
    async daily(scope: BuildingScope, now = new Date()): Promise<DailyReport> {
      const since = new Date(now.getTime() - DAY_MS);
      const row = await firstRow<Record<keyof DailyReport, number>>(
        db,
        sql`SELECT
          (SELECT count(*) FROM ${accounts} WHERE ${accounts.createdAt} > ${since}
             AND ${accounts.createdAt} <= ${now} AND ${accountScope(scope)})::int AS "totalRegistersToday",
          (SELECT count(*) FROM ${accounts} WHERE NOT ${accounts.verify}
             AND ${accounts.apartmentId} IS NOT NULL AND ${accountScope(scope)})::int AS "totalPendingUsers",
          (SELECT count(*) FROM ${accounts} WHERE ${accounts.verify}
             AND ${accountScope(scope)})::int AS "totalActiveUsers",
          (SELECT count(*) FROM ${apartments}
             WHERE ${orTrue(scopeCondition(apartments.buildingId, scope))}
             AND EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.apartmentId} = ${apartments.id}
               AND ${accounts.verify}))::int AS "totalActiveApartments",
          (SELECT count(*) FROM ${feedback}
             WHERE ${feedback.status} = ${FeedbackStatus.UNPROCESSED}
             AND ${feedbackInScope(scope)})::int AS "totalUnreadFeedback"`,
      );
      return {
        totalRegistersToday: Number(row.totalRegistersToday),
        totalPendingUsers: Number(row.totalPendingUsers),
        totalActiveUsers: Number(row.totalActiveUsers),
        totalActiveApartments: Number(row.totalActiveApartments),
        totalUnreadFeedback: Number(row.totalUnreadFeedback),
      };
    },

    /** New accounts per Vietnam month of the range; a month without any answers 0. */
    async registers(
      query: { startDate?: string; endDate?: string },
      scope: BuildingScope,
      now = new Date(),
    ): Promise<RegistersMonth[]> {
      const range = dayRange(query, lastTwelveMonths(now));
      const rows = await allRows<{ month: string; total: number }>(
        db,
        sql`SELECT to_char(${accounts.createdAt} AT TIME ZONE ${VIETNAM_TIME_ZONE}, 'YYYY-MM') AS month,
            count(*)::int AS total
          FROM ${accounts}
          WHERE ${accounts.createdAt} >= ${range.from} AND ${accounts.createdAt} < ${range.to}
            AND ${accountScope(scope)}
          GROUP BY 1`,
      );
      const byMonth = new Map(rows.map((r) => [r.month, Number(r.total)]));
      return monthsBetween(range.startDate, range.endDate).map((month) => ({
        month,
        total: byMonth.get(month) ?? 0,
      }));
    },

    /** Every building in scope, by name, with its pending and its active accounts. */
    async users(scope: BuildingScope): Promise<BuildingUsers[]> {
      const rows = await allRows<{ id: string; name: string; pending: number; active: number }>(
        db,
        sql`SELECT ${buildings.id} AS id, ${buildings.name} AS name,
            count(${accounts.id}) FILTER (WHERE NOT ${accounts.verify}
              AND ${accounts.apartmentId} IS NOT NULL)::int AS pending,
            count(${accounts.id}) FILTER (WHERE ${accounts.verify})::int AS active
          FROM ${buildings} LEFT JOIN ${accounts} ON ${accounts.buildingId} = ${buildings.id}
          WHERE ${orTrue(scopeCondition(buildings.id, scope))}
          GROUP BY ${buildings.id}, ${buildings.name}
          ORDER BY ${buildings.name}, ${buildings.id}`,
      );
      return rows.map((r) => ({
        building: { _id: r.id, name: r.name },
        pending: Number(r.pending),
        active: Number(r.active),
      }));
    },

    /**
     * Verified residents and apartments of the buildings in scope (or of `buildingId`), and how many
     * of them ordered in the range (default: this Vietnam month): counted orders in those buildings,
     * read from the order rollups. A purchaser is counted only if they belong to the total: a verified
     * resident of the buildings counted (a customer living elsewhere, unverified or staff is not), an
     * apartment of those buildings; so the purchasers never exceed the total (audit item 14).
     */
    async purchasedUserApartments(
      query: { startDate?: string; endDate?: string; buildingId?: string },
      scope: BuildingScope,
      now = new Date(),
    ): Promise<PurchasedUserApartmentsAnswer['data']> {
      const range = dayRange(query, thisMonth(now));
      const building = (column: AnyPgColumn) =>
        sql`${orTrue(scopeCondition(column, scope))} AND ${
          query.buildingId ? sql`${column} = ${query.buildingId}` : sql`true`
        }`;
      const shares = customerRollupRows(rollupSpans(range.startDate, range.endDate), building);
      // Every apartment counts when no building restricts them: an order's apartment exists (its
      // foreign key), so the check against the apartments is only needed for a scope or a building.
      const apartmentCounted =
        scope === null && !query.buildingId
          ? sql`true`
          : sql`apartment_id IN (SELECT ${apartments.id} FROM ${apartments}
                 WHERE ${building(apartments.buildingId)})`;
      // The ids are counted apart byte by byte (`COLLATE "C"`): they are hex, and under the
      // database's own collation each comparison of the sort was a call to the C library's strcoll
      // (this report at ten million orders: 129–135 → 94 ms for the query).
      const row = await firstRow<Record<keyof PurchasedUserApartmentsAnswer['data'], number>>(
        db,
        sql`SELECT
          (SELECT count(*) FROM ${accounts} WHERE ${accounts.verify}
             AND ${building(accounts.buildingId)})::int AS "totalUsers",
          purchased.users AS "purchasedUsers",
          (SELECT count(*) FROM ${apartments} WHERE ${building(apartments.buildingId)})::int AS "totalApartments",
          purchased.apartments AS "purchasedApartments"
        FROM (SELECT count(DISTINCT customer_id COLLATE "C") FILTER (WHERE customer_id IN
              (SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.verify}
                 AND ${building(accounts.buildingId)}))::int AS users,
            count(DISTINCT apartment_id COLLATE "C") FILTER (WHERE ${apartmentCounted})::int AS apartments
          FROM (${shares}) shares WHERE orders > 0) purchased`,
      );
      return {
        totalUsers: Number(row.totalUsers),
        purchasedUsers: Number(row.purchasedUsers),
        totalApartments: Number(row.totalApartments),
        purchasedApartments: Number(row.purchasedApartments),
      };
    },

    /**
     * The apartments of the buildings in scope (or of `buildingId`) and those without a verified
     * member. The schema keeps no history of memberships, so this is today's picture whatever the
     * range asked (docs/decisions.md).
     */
    async percentageApartments(
      query: { buildingId?: string },
      scope: BuildingScope,
    ): Promise<PercentageApartmentsAnswer['data']> {
      const row = await firstRow<{ total: number; empty: number }>(
        db,
        sql`SELECT count(*)::int AS total,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM ${accounts}
              WHERE ${accounts.apartmentId} = ${apartments.id} AND ${accounts.verify}))::int AS empty
          FROM ${apartments}
          WHERE ${orTrue(scopeCondition(apartments.buildingId, scope))}
            AND ${query.buildingId ? sql`${apartments.buildingId} = ${query.buildingId}` : sql`true`}`,
      );
      return { totalApartments: Number(row.total), totalEmptyApartments: Number(row.empty) };
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
