import { create } from 'zustand';
import {
  SHIPPER_STATS_CACHE_MS,
  type ListOrdersQuery,
  type OrderListItem,
  type ShipperStatsQuery,
  type ShipperStatsRow,
  type UpdateOrderStatusInput,
} from '@app/orders-contract';
import { CallStatus, isApiError } from '@app/data-access-api';
import {
  getOrder,
  getOrders,
  getShipperStats,
  updateOrderStatus,
  updateShopNote,
} from '../api/orders-api';
import { messages } from '../messages';

/** The outcome of a change, with the message to show. */
export type ChangeResult =
  | { ok: true; message: string }
  /** `conflict`: the order changed meanwhile (409, the row was reloaded); `invalid`: the server refused the input (400). */
  | { ok: false; message: string; conflict: boolean; invalid: boolean };

export interface OrdersState {
  rows: OrderListItem[];
  total: number;
  /** False when the server could only estimate the total. */
  exact: boolean;
  status: CallStatus;
  /** The query the rows answer (a stable key). */
  queryKey: string | null;
  /** Orders with a change in flight. */
  saving: Record<string, boolean>;
  /** Shipper statistics per filter set, kept SHIPPER_STATS_CACHE_MS (spec section 9). */
  stats: Record<string, { at: number; rows: ShipperStatsRow[] }>;
  statsStatus: CallStatus;
  statsKey: string | null;
  /** Loads one page of the list; a newer load cancels the one in flight. */
  load: (query: ListOrdersQuery) => Promise<void>;
  /** Reloads one row from the server (after a refused change). */
  reloadRow: (id: string) => Promise<void>;
  changeStatus: (
    order: OrderListItem,
    input: Omit<UpdateOrderStatusInput, 'currentStatus'>,
  ) => Promise<ChangeResult>;
  saveShopNote: (order: OrderListItem, shopNote: string) => Promise<ChangeResult>;
  /** Loads the statistics of a filter set, from the cache when younger than 5 minutes. */
  loadStats: (query: ShipperStatsQuery, options?: { force?: boolean }) => Promise<void>;
  reset: () => void;
}

/** A stable key of a query: sorted keys, empty values left out. */
export function queryKeyOf(query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : String(v)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

let listController: AbortController | null = null;
let statsController: AbortController | null = null;

const initial = {
  rows: [] as OrderListItem[],
  total: 0,
  exact: true,
  status: CallStatus.IDLE as CallStatus,
  queryKey: null as string | null,
  saving: {} as Record<string, boolean>,
  stats: {} as Record<string, { at: number; rows: ShipperStatsRow[] }>,
  statsStatus: CallStatus.IDLE as CallStatus,
  statsKey: null as string | null,
};

const failureOf = (error: unknown): ChangeResult => ({
  ok: false,
  message: isApiError(error) || error instanceof Error ? error.message : messages.unknownError,
  conflict: isApiError(error) && error.status === 409,
  invalid: isApiError(error) && error.status === 400,
});

const isAbort = (error: unknown) =>
  (error instanceof Error && error.name === 'AbortError') ||
  (isApiError(error) && error.kind === 'cancelled');

/**
 * The orders feature's state: the current page of the list and the shipper statistics cache.
 * Lists stay on the server: the store caches answers, it never re-filters rows.
 */
export const useOrdersStore = create<OrdersState>()((set, get) => {
  const setSaving = (id: string, on: boolean) =>
    set((s) => {
      const saving = { ...s.saving };
      if (on) saving[id] = true;
      else delete saving[id];
      return { saving };
    });
  const replaceRow = (row: OrderListItem) =>
    set((s) => ({ rows: s.rows.map((r) => (r._id === row._id ? row : r)) }));

  async function change(
    order: OrderListItem,
    call: () => Promise<{ message: string; data: OrderListItem }>,
  ): Promise<ChangeResult> {
    setSaving(order._id, true);
    try {
      const answer = await call();
      replaceRow(answer.data);
      return { ok: true, message: messages.updated };
    } catch (error) {
      const result = failureOf(error);
      if (!result.ok && result.conflict) await get().reloadRow(order._id);
      return result;
    } finally {
      setSaving(order._id, false);
    }
  }

  return {
    ...initial,

    async load(query) {
      listController?.abort();
      const controller = new AbortController();
      listController = controller;
      set({ status: CallStatus.PENDING, queryKey: queryKeyOf(query) });
      try {
        const answer = await getOrders(query, controller.signal);
        if (controller.signal.aborted) return;
        set({
          rows: answer.data,
          total: answer.pageInfo[0]?.total ?? 0,
          exact: answer.pageInfo[0]?.exact ?? true,
          status: CallStatus.SUCCESS,
        });
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return;
        set({ status: CallStatus.FAILURE });
      }
    },

    async reloadRow(id) {
      try {
        const { data } = await getOrder(id);
        const { subOrders: _lines, ...row } = data;
        replaceRow({
          ...row,
          shop: { _id: row.shop._id, name: row.shop.name, phone: row.shop.phone },
        });
      } catch {
        // The list keeps the row as it was; the error toast came from the client.
      }
    },

    changeStatus: (order, input) =>
      change(order, () => updateOrderStatus(order._id, { ...input, currentStatus: order.status })),

    saveShopNote: (order, shopNote) => change(order, () => updateShopNote(order._id, { shopNote })),

    async loadStats(query, options = {}) {
      const key = queryKeyOf(query);
      const cached = get().stats[key];
      if (!options.force && cached && Date.now() - cached.at < SHIPPER_STATS_CACHE_MS) {
        set({ statsKey: key, statsStatus: CallStatus.SUCCESS });
        return;
      }
      statsController?.abort();
      const controller = new AbortController();
      statsController = controller;
      set({ statsKey: key, statsStatus: CallStatus.PENDING });
      try {
        const answer = await getShipperStats(query, controller.signal);
        if (controller.signal.aborted) return;
        set((s) => ({
          stats: { ...s.stats, [key]: { at: Date.now(), rows: answer.data.data } },
          statsStatus: CallStatus.SUCCESS,
        }));
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return;
        set({ statsStatus: CallStatus.FAILURE });
      }
    },

    reset: () => set(initial),
  };
});
