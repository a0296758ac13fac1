import { api } from '@app/data-access-api';
import {
  overviewPaths,
  type DailyReportAnswer,
  type OrdersRankingAnswer,
  type RegistersAnswer,
  type UsersAnswer,
} from '@app/overview-contract';
import { forSignedInRole } from '@app/util-auth';

/**
 * The typed endpoint client of the overview: the only file of the feature that knows the paths.
 * An operator calls the operator twins, the other staff roles the admin paths.
 */
const forRole = forSignedInRole;

/** The registrations chart's range: Vietnam days `YYYY-MM-DD`. */
export interface RegistersRange {
  startDate: string;
  endDate: string;
}

export const getDailyReport = (_: 'daily', signal?: AbortSignal) =>
  api.get(forRole(overviewPaths.daily), { signal }).json<DailyReportAnswer>();

export const getRegisters = (range: RegistersRange, signal?: AbortSignal) =>
  api
    .get(forRole(overviewPaths.registers), {
      searchParams: { startDate: range.startDate, endDate: range.endDate },
      signal,
    })
    .json<RegistersAnswer>();

export const getUsersPerBuilding = (_: 'users', signal?: AbortSignal) =>
  api.get(forRole(overviewPaths.users), { signal }).json<UsersAnswer>();

export const getOrdersRanking = (_: 'orders', signal?: AbortSignal) =>
  api.get(forRole(overviewPaths.orders), { signal }).json<OrdersRankingAnswer>();
