import { createQueryStore, useQuery } from '@app/data-access-api';
import {
  getDailyReport,
  getOrdersRanking,
  getRegisters,
  getUsersPerBuilding,
  type RegistersRange,
} from '../api/overview-api';

/**
 * The overview's data, built from data-access-api's factory: the daily figures, the registrations
 * per month of a range (the previous series stays while another range loads), the users per
 * building and this month's top customers. Nothing is cached beyond the screen's visit: the
 * figures must agree with the lists they link to.
 */
export const overviewStore = {
  daily: createQueryStore({ fetch: getDailyReport }),
  registers: createQueryStore({ fetch: getRegisters, keepPrevious: true }),
  users: createQueryStore({ fetch: getUsersPerBuilding }),
  orders: createQueryStore({ fetch: getOrdersRanking }),
};

export const useDailyReport = () => useQuery(overviewStore.daily, 'daily' as const);
export const useRegisters = (range: RegistersRange) => useQuery(overviewStore.registers, range);
export const useUsersPerBuilding = () => useQuery(overviewStore.users, 'users' as const);
export const useOrdersRanking = () => useQuery(overviewStore.orders, 'orders' as const);

/** Forgets everything (tests; a new visit). */
export function resetOverviewStore(): void {
  for (const store of Object.values(overviewStore)) store.getState().reset();
}
