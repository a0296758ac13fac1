import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { ApiError, isApiError } from './api-error';
import { messages } from './messages';

/** How long a prefetched answer waits for the screen that asked for it, in ms. */
export const PREFETCH_TTL_MS = 10_000;

/** The per-call status of the spec (000 section 4), plus `idle` before the first load. */
export const CallStatus = {
  IDLE: 'idle',
  PENDING: 'pending',
  SUCCESS: 'success',
  FAILURE: 'failure',
  CANCELLED: 'cancelled',
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** A stable key of a query: sorted keys, empty values left out, arrays sorted. */
export function queryKeyOf(query: unknown): string {
  if (query === null || typeof query !== 'object') return JSON.stringify(query);
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : String(v)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Any failure as the client's {@link ApiError} (an abort becomes kind `cancelled`). */
export const asApiError = (error: unknown): ApiError =>
  isApiError(error)
    ? error
    : error instanceof Error && error.name === 'AbortError'
      ? new ApiError(messages.cancelled, 'cancelled')
      : new ApiError(
          error instanceof Error && error.message ? error.message : messages.unknown,
          'network',
        );

/** Reads of every query store on their way (loads and prefetches). */
let reading = 0;
const settled = new Set<() => void>();

/** Counts `promise` among the reads on their way until it settles. */
function counted<T>(promise: Promise<T>): Promise<T> {
  reading++;
  return promise.finally(() => {
    reading--;
    if (reading === 0) for (const listener of [...settled]) listener();
  });
}

/**
 * Calls `then` once no query store has a read on its way (at once if none has): for work that
 * should not compete with the data the page is waiting for, such as loading other pages' code
 * ahead. Answers the function that cancels the wait.
 */
export function whenReadsSettle(then: () => void): () => void {
  if (reading === 0) {
    then();
    return () => undefined;
  }
  const listener = () => {
    settled.delete(listener);
    then();
  };
  settled.add(listener);
  return () => settled.delete(listener);
}

export interface QueryState<P, T> {
  /** The key of the query asked for last; `null` before the first load. */
  key: string | null;
  /** The key that `data` answers. */
  dataKey: string | null;
  /** The answer to `key`; in a store that keeps the previous answer, that one until it comes. */
  data: T | undefined;
  status: CallStatus;
  /** The failure of the last load (its message is ready to show). */
  error: ApiError | undefined;
  readonly keepPrevious: boolean;
  /**
   * Makes `params` the store's query: served from the cache while younger than `staleTime`, else
   * asked from the server. A load of another query cancels the one in flight; the same query
   * already in flight is not asked twice. `force` asks the server whatever the cache holds.
   */
  load: (params: P, options?: { force?: boolean }) => Promise<void>;
  /**
   * Starts asking the server for `params` before any screen shows them (a route entered: its code
   * and its first page load side by side). The answer waits, for {@link PREFETCH_TTL_MS}, for the
   * first `load` of the same query, which takes it instead of asking again; if nobody watches the
   * store when it comes, it becomes the store's data at once, so the screen's first render shows
   * it. Nothing is asked when the query is in flight, prefetched, fresh in the cache or the one a
   * screen on view has asked for; a failure is forgotten (the screen's own load asks again and
   * reports it).
   */
  prefetch: (params: P) => void;
  /**
   * The answer a `load` of `key` would take at once, without asking the server (a prefetched answer
   * that came, or a cached one younger than `staleTime`); `undefined` otherwise. It changes
   * nothing: `useQuery` shows such an answer in the very render that asks for its query.
   */
  peek: (key: string) => T | undefined;
  /** Loads `params` for a component on screen; the returned function lets go (cancels when none is left). */
  watch: (params: P) => () => void;
  /** Cancels the load in flight, if any. */
  cancel: () => void;
  /** Forgets every cached answer; the query on screen, if any, loads again (keeping its data meanwhile). */
  invalidate: () => Promise<void>;
  /** Changes the held answers in place (a row a change answered), cached and prefetched ones included. */
  update: (change: (data: T) => T) => void;
  /**
   * Forgets the answers held for every query but `key` (the one on screen): the next page asked for
   * ahead, a preset's list asked on hover, the pages cached before. A change made elsewhere may have
   * made any of them stale (a row changed, one moved between filtered pages, a new one pushed the
   * others down); the query on screen keeps its data and its load. An answer asked ahead still on
   * its way is dropped when it comes.
   */
  forgetOthers: (key: string | null) => void;
  reset: () => void;
}

export type QueryStore<P, T> = UseBoundStore<StoreApi<QueryState<P, T>>>;

export interface QueryStoreOptions<P, T> {
  /** The endpoint call; it must pass `signal` on, so that a superseded load is aborted. */
  fetch: (params: P, signal: AbortSignal) => Promise<T>;
  /** How long an answer is served from the cache, in ms; 0 (default): every load asks the server. */
  staleTime?: number;
  /** Keep the previous answer in `data` while another query loads (a list's next page). */
  keepPrevious?: boolean;
  /** How many answers the cache holds; the least recently stored goes first. Default 50. */
  maxEntries?: number;
}

/**
 * A zustand store for one kind of server read (a list page, a detail, statistics): the building
 * block of every feature's store, so that each loads data the same way. One query is current at
 * a time: a new one aborts the one in flight, answers are cached per query key for `staleTime`,
 * failures land in `error` (the client has already shown them as a toast unless told not to).
 * Components read it through {@link useQuery}; changes go through {@link createMutationStore}.
 *
 * @example
 * const orderList = createQueryStore({ fetch: getOrders, keepPrevious: true });
 * const stats = createQueryStore({ fetch: getShipperStats, staleTime: 5 * 60_000 });
 * const { data, loading } = useQuery(orderList, { page, quantity: 10, code });
 */
export function createQueryStore<P, T>({
  fetch,
  staleTime = 0,
  keepPrevious = false,
  maxEntries = 50,
}: QueryStoreOptions<P, T>): QueryStore<P, T> {
  // A Map keeps insertion order: re-storing a key moves it last, the first key is the oldest.
  // A bound by hand, not lru-cache: ~5 KB on every screen for what these six lines do.
  const cache = new Map<string, { at: number; data: T }>();
  const store = (key: string, data: T) => {
    cache.delete(key);
    cache.set(key, { at: Date.now(), data });
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };
  let inFlight: { key: string; controller: AbortController; promise: Promise<void> } | null = null;
  /** Answers asked for by `prefetch`, until a load takes them (or they are too old). */
  const prefetched = new Map<
    string,
    { at: number; promise: Promise<T>; done: boolean; data?: T }
  >();
  let current: P | undefined;
  let watchers = 0;
  const initial = {
    key: null,
    dataKey: null,
    data: undefined,
    status: CallStatus.IDLE,
    error: undefined,
  } as const;

  return create<QueryState<P, T>>()((set, get) => {
    async function ask(params: P, key: string, controller: AbortController, early?: Promise<T>) {
      try {
        const data = await counted(
          early
            ? early.catch(() => fetch(params, controller.signal))
            : fetch(params, controller.signal),
        );
        if (controller.signal.aborted) return;
        store(key, data);
        set({ data, dataKey: key, status: CallStatus.SUCCESS, error: undefined });
      } catch (error) {
        if (controller.signal.aborted) return;
        const apiError = asApiError(error);
        set({
          status: apiError.kind === 'cancelled' ? CallStatus.CANCELLED : CallStatus.FAILURE,
          error: apiError.kind === 'cancelled' ? undefined : apiError,
        });
      } finally {
        if (inFlight?.controller === controller) inFlight = null;
      }
    }

    const load: QueryState<P, T>['load'] = (params, { force = false } = {}) => {
      const key = queryKeyOf(params);
      current = params;
      if (!force && inFlight?.key === key) return inFlight.promise;
      inFlight?.controller.abort();
      inFlight = null;
      const early = prefetched.get(key);
      prefetched.delete(key);
      const usable = early && !force && Date.now() - early.at < PREFETCH_TTL_MS;
      if (usable && early.done) {
        store(key, early.data as T);
        set({ key, dataKey: key, data: early.data, status: CallStatus.SUCCESS, error: undefined });
        return Promise.resolve();
      }
      const hit = cache.get(key);
      if (!force && hit && Date.now() - hit.at < staleTime) {
        set({ key, dataKey: key, data: hit.data, status: CallStatus.SUCCESS, error: undefined });
        return Promise.resolve();
      }
      set((s) => ({
        key,
        status: CallStatus.PENDING,
        error: undefined,
        ...(s.dataKey === key || keepPrevious ? {} : { data: undefined, dataKey: null }),
      }));
      const controller = new AbortController();
      const promise = ask(params, key, controller, usable ? early.promise : undefined);
      inFlight = { key, controller, promise };
      return promise;
    };

    const prefetch: QueryState<P, T>['prefetch'] = (params) => {
      const key = queryKeyOf(params);
      const hit = cache.get(key);
      const waiting = prefetched.get(key);
      if (inFlight?.key === key || (hit && Date.now() - hit.at < staleTime)) return;
      // The query of the screen on view is its own (a route's prefetch runs on every URL change:
      // a page change must not ask again for the totals or options that did not change).
      if (watchers > 0 && get().key === key) return;
      if (waiting && Date.now() - waiting.at < PREFETCH_TTL_MS) return;
      const entry: { at: number; promise: Promise<T>; done: boolean; data?: T } = {
        at: Date.now(),
        // A prefetch never throws: a call that fails at once (a bad URL) is a rejected promise.
        promise: counted((async () => fetch(params, new AbortController().signal))()),
        done: false,
      };
      prefetched.set(key, entry);
      entry.promise.then(
        (data) => {
          if (prefetched.get(key) !== entry) return;
          entry.done = true;
          entry.data = data;
          if (watchers === 0)
            set({ key, dataKey: key, data, status: CallStatus.SUCCESS, error: undefined });
        },
        () => {
          if (prefetched.get(key) === entry) prefetched.delete(key);
        },
      );
    };

    const peek: QueryState<P, T>['peek'] = (key) => {
      const early = prefetched.get(key);
      if (early?.done && Date.now() - early.at < PREFETCH_TTL_MS) return early.data;
      const hit = cache.get(key);
      return hit && Date.now() - hit.at < staleTime ? hit.data : undefined;
    };

    const cancel = () => {
      if (!inFlight) return;
      inFlight.controller.abort();
      inFlight = null;
      set({ status: CallStatus.CANCELLED });
    };

    return {
      ...initial,
      keepPrevious,
      load,
      prefetch,
      peek,
      watch(params) {
        watchers += 1;
        void load(params);
        return () => {
          watchers -= 1;
          if (watchers === 0) cancel();
        };
      },
      cancel,
      invalidate() {
        cache.clear();
        prefetched.clear();
        return watchers > 0 && current !== undefined
          ? load(current, { force: true })
          : Promise.resolve();
      },
      update(change) {
        for (const [key, entry] of cache) cache.set(key, { ...entry, data: change(entry.data) });
        // The answers asked for ahead too (a row changed on the next page, already here).
        for (const entry of prefetched.values())
          if (entry.done) entry.data = change(entry.data as T);
        const { data } = get();
        if (data !== undefined) set({ data: change(data) });
      },
      forgetOthers(key) {
        for (const held of [...cache.keys()]) if (held !== key) cache.delete(held);
        for (const held of [...prefetched.keys()]) if (held !== key) prefetched.delete(held);
      },
      reset() {
        inFlight?.controller.abort();
        inFlight = null;
        cache.clear();
        prefetched.clear();
        current = undefined;
        set(initial);
      },
    };
  });
}

export interface QueryView<T, P = unknown> {
  /** The answer to the query; while another query loads, the previous one if the store keeps it. */
  data: T | undefined;
  status: CallStatus;
  error: ApiError | undefined;
  /** A load of this query is under way (the data may still be the previous query's). */
  loading: boolean;
  /** Loads the query again (after a failure: 'Thử lại'). */
  retry: () => void;
  /**
   * Starts asking for another query of the same store before it is shown (a list's next page while
   * the person reads this one): the store's `prefetch`, whose answer the later load takes.
   */
  prefetch(params: P): void;
  /**
   * Forgets the store's answers to every other query (the next page asked for ahead, other pages
   * cached): a change made elsewhere may have made them stale. This query's data stays.
   */
  forgetOthers(): void;
}

/**
 * Reads a query store for `params` and loads them while the component is on screen (a change of
 * the query's key loads the new query; leaving cancels a load nobody waits for). `null` loads
 * nothing.
 *
 * @example
 * const { data, loading } = useQuery(orderList, listQuery);
 * const detail = useQuery(orderDetail, open ? orderId : null);
 */
export function useQuery<P, T>(store: QueryStore<P, T>, params: P | null): QueryView<T, P> {
  const key = params === null ? null : queryKeyOf(params);
  const watch = store((s) => s.watch);
  // The effect follows the key, not the object: a query rebuilt on every render loads once.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });
  useEffect(() => (key === null ? undefined : watch(latest.current as P)), [watch, key]);
  const load = store((s) => s.load);
  const prefetch = store((s) => s.prefetch);
  const retry = useCallback(() => {
    if (latest.current !== null) void load(latest.current, { force: true });
  }, [load]);
  const forgetOthers = useCallback(() => {
    const params = latest.current;
    store.getState().forgetOthers(params === null ? null : queryKeyOf(params));
  }, [store]);
  const view = store(
    useShallow((s) => {
      const ours = key !== null && s.key === key;
      const answered = key !== null && s.dataKey === key;
      // A new query whose answer is already here (the next page, asked for ahead): shown in this
      // render, without a loading state in between; the load that follows takes the same answer.
      const early = key !== null && !ours ? s.peek(key) : undefined;
      if (early !== undefined)
        return { data: early, status: CallStatus.SUCCESS, error: undefined, loading: false };
      return {
        data: answered || (s.keepPrevious && key !== null) ? s.data : undefined,
        status: ours ? s.status : CallStatus.IDLE,
        error: ours ? s.error : undefined,
        loading: key !== null && (!ours || s.status === CallStatus.PENDING),
      };
    }),
  );
  return useMemo(
    () => ({ ...view, retry, prefetch, forgetOthers }),
    [view, retry, prefetch, forgetOthers],
  );
}
