import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from './client';
import { configureApiClient } from './config';
import { createMutationStore } from './mutation-store';
import { CallStatus, createQueryStore, queryKeyOf, useQuery, whenReadsSettle } from './query-store';
import { send, startServer } from './test-server.fixtures';

interface Page {
  page: number;
  rows: { id: string; name: string }[];
}

let server: Awaited<ReturnType<typeof startServer>>;
/** Pages the server holds back until the test releases them. */
let held: Map<number, () => void>;
let signals: AbortSignal[];

beforeEach(async () => {
  held = new Map();
  signals = [];
  server = await startServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/bad') return send(res, 500, { message: 'Lỗi máy chủ' });
    if (url.pathname === '/conflict') return send(res, 409, { message: 'Đơn đã đổi' });
    if (url.pathname === '/rename') return send(res, 200, { id: 'a', name: 'Mới' });
    const page = Number(url.searchParams.get('page'));
    if (url.searchParams.has('hold')) await new Promise<void>((go) => held.set(page, go));
    send(res, 200, { page, rows: [{ id: 'a', name: `Trang ${page}` }] });
  });
  configureApiClient({
    baseUrl: server.url,
    getTokens: () => ({ token: 't', refreshToken: 'r' }),
    onError: () => undefined,
  });
});
afterEach(async () => {
  for (const go of held.values()) go();
  await server.close();
  jest.restoreAllMocks();
});

type Query = { page: number; hold?: boolean; bad?: boolean };
const getPage = ({ page, hold, bad }: Query, signal: AbortSignal) => {
  signals.push(signal);
  return api
    .get(bad ? 'bad' : 'items', {
      searchParams: { page, ...(hold ? { hold: 1 } : {}) },
      signal,
      context: { notify: false },
    })
    .json<Page>();
};
const release = async (page: number) => {
  await waitFor(() => expect(held.has(page)).toBe(true));
  held.get(page)!();
};
const itemRequests = () => server.seen.filter((s) => s.url.startsWith('/items'));

describe('queryKeyOf', () => {
  it('keys a query the same whatever the order of its keys and values, without empty values', () => {
    expect(queryKeyOf({ a: '1', b: ['y', 'x'], c: '', d: [], e: undefined })).toBe(
      queryKeyOf({ b: ['x', 'y'], a: '1' }),
    );
    expect(queryKeyOf({ a: '1' })).not.toBe(queryKeyOf({ a: '2' }));
    expect(queryKeyOf('abc')).not.toBe(queryKeyOf('abd'));
  });
});

describe('createQueryStore', () => {
  it('goes from pending to success with the answer, and asks once for a query already in flight', async () => {
    const store = createQueryStore({ fetch: getPage });
    const first = store.getState().load({ page: 1, hold: true });
    const again = store.getState().load({ hold: true, page: 1 });
    expect(store.getState().status).toBe(CallStatus.PENDING);
    await release(1);
    await Promise.all([first, again]);
    expect(store.getState()).toMatchObject({ status: CallStatus.SUCCESS, data: { page: 1 } });
    expect(itemRequests()).toHaveLength(1);
  });

  it('aborts a superseded load, whose late answer never lands', async () => {
    const store = createQueryStore({ fetch: getPage });
    const first = store.getState().load({ page: 1, hold: true });
    await waitFor(() => expect(held.has(1)).toBe(true));
    const second = store.getState().load({ page: 2 });
    expect(signals[0]!.aborted).toBe(true);
    await Promise.all([first, second]);
    held.get(1)!();
    expect(store.getState()).toMatchObject({ status: CallStatus.SUCCESS, data: { page: 2 } });
  });

  it('keeps the previous rows while the next page loads, when asked to', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    await list.getState().load({ page: 1 });
    const next = list.getState().load({ page: 2, hold: true });
    expect(list.getState()).toMatchObject({ status: CallStatus.PENDING, data: { page: 1 } });
    await release(2);
    await next;
    expect(list.getState().data?.page).toBe(2);

    const detail = createQueryStore({ fetch: getPage });
    await detail.getState().load({ page: 1 });
    void detail.getState().load({ page: 2, hold: true });
    expect(detail.getState().data).toBeUndefined();
  });

  it('serves an answer from the cache for staleTime, then asks again; force always asks', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const stats = createQueryStore({ fetch: getPage, staleTime: 300_000 });
    await stats.getState().load({ page: 1 });
    await stats.getState().load({ page: 2 });
    await stats.getState().load({ page: 1 });
    expect(itemRequests()).toHaveLength(2);
    expect(stats.getState().data?.page).toBe(1);
    now.mockReturnValue(1_000_000 + 299_999);
    await stats.getState().load({ page: 1 });
    expect(itemRequests()).toHaveLength(2);
    now.mockReturnValue(1_000_000 + 300_000);
    await stats.getState().load({ page: 1 });
    expect(itemRequests()).toHaveLength(3);
    await stats.getState().load({ page: 1 }, { force: true });
    expect(itemRequests()).toHaveLength(4);
  });

  it('holds at most maxEntries answers, forgetting the least recently stored', async () => {
    const stats = createQueryStore({ fetch: getPage, staleTime: 300_000, maxEntries: 2 });
    await stats.getState().load({ page: 1 });
    await stats.getState().load({ page: 2 });
    await stats.getState().load({ page: 3 });
    expect(itemRequests()).toHaveLength(3);
    await stats.getState().load({ page: 3 });
    await stats.getState().load({ page: 2 });
    expect(itemRequests()).toHaveLength(3);
    await stats.getState().load({ page: 1 });
    expect(itemRequests()).toHaveLength(4);
  });

  it('holds the failure with the server message, and the rows it had', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    await list.getState().load({ page: 1 });
    await list.getState().load({ page: 2, bad: true });
    expect(list.getState()).toMatchObject({ status: CallStatus.FAILURE, data: { page: 1 } });
    expect(list.getState().error).toMatchObject({ message: 'Lỗi máy chủ', status: 500 });
  });

  it('changes held answers in place, cached ones too', async () => {
    const store = createQueryStore({ fetch: getPage, staleTime: 60_000 });
    await store.getState().load({ page: 1 });
    await store.getState().load({ page: 2 });
    store.getState().update((p) => ({ ...p, rows: p.rows.map((r) => ({ ...r, name: 'Đổi' })) }));
    expect(store.getState().data?.rows[0]?.name).toBe('Đổi');
    await store.getState().load({ page: 1 });
    expect(store.getState().data?.rows[0]?.name).toBe('Đổi');
    expect(itemRequests()).toHaveLength(2);
  });
});

describe('useQuery', () => {
  it('loads the query of the component, and the next one when it changes', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    const { result, rerender } = renderHook(({ query }) => useQuery(list, query), {
      initialProps: { query: { page: 1 } as Query },
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    expect(result.current).toMatchObject({ loading: false, status: CallStatus.SUCCESS });
    rerender({ query: { page: 2, hold: true } });
    await waitFor(() => expect(held.has(2)).toBe(true));
    expect(result.current).toMatchObject({ loading: true, data: { page: 1 } });
    act(() => held.get(2)!());
    await waitFor(() => expect(result.current.data?.page).toBe(2));
  });

  it('cancels the load of a component that leaves, and loads nothing for null', async () => {
    const detail = createQueryStore({ fetch: getPage });
    const { unmount } = renderHook(() => useQuery(detail, { page: 1, hold: true }));
    await waitFor(() => expect(held.has(1)).toBe(true));
    unmount();
    expect(signals[0]!.aborted).toBe(true);
    expect(detail.getState().status).toBe(CallStatus.CANCELLED);

    const { result } = renderHook(() => useQuery(detail, null));
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(itemRequests()).toHaveLength(1);
  });

  it('reloads the query on screen when invalidated, keeping its data meanwhile', async () => {
    const detail = createQueryStore({ fetch: getPage, staleTime: 60_000 });
    const { result, unmount } = renderHook(() => useQuery(detail, { page: 1 }));
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    await act(() => detail.getState().invalidate());
    expect(itemRequests()).toHaveLength(2);
    expect(result.current.data?.page).toBe(1);
    unmount();
    await detail.getState().invalidate();
    expect(itemRequests()).toHaveLength(2);
  });

  it('loads the query again on retry, even within its stale time', async () => {
    const detail = createQueryStore({ fetch: getPage, staleTime: 60_000 });
    const { result } = renderHook(() => useQuery(detail, { page: 3 }));
    await waitFor(() => expect(result.current.data?.page).toBe(3));
    const retry = result.current.retry;
    act(() => result.current.retry());
    await waitFor(() => expect(itemRequests()).toHaveLength(2));
    // One stable function: a table's props do not change with each render.
    expect(result.current.retry).toBe(retry);
  });
});

describe('createMutationStore', () => {
  it('marks the record while its change is in flight, applies the answer and invalidates', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    const detail = createQueryStore({ fetch: getPage, staleTime: 60_000 });
    await list.getState().load({ page: 1 });
    const { unmount } = renderHook(() => useQuery(detail, { page: 7 }));
    await waitFor(() => expect(detail.getState().data?.page).toBe(7));
    const changes = createMutationStore();
    const running = changes
      .getState()
      .run('a', () => api.patch('rename').json<{ id: string; name: string }>(), {
        onSuccess: (row) =>
          list.getState().update((p) => ({
            ...p,
            rows: p.rows.map((r) => (r.id === row.id ? row : r)),
          })),
        invalidates: [detail],
      });
    expect(changes.getState().pending).toEqual({ a: true });
    await expect(running).resolves.toEqual({ ok: true, data: { id: 'a', name: 'Mới' } });
    expect(changes.getState().pending).toEqual({});
    expect(list.getState().data?.rows[0]?.name).toBe('Mới');
    await waitFor(() =>
      expect(server.seen.filter((s) => s.url.startsWith('/items?page=7'))).toHaveLength(2),
    );
    unmount();
  });

  it('resolves a refused change to its error, with the status and the server message', async () => {
    const changes = createMutationStore();
    const result = await changes
      .getState()
      .run('a', () => api.put('conflict', { context: { notify: false } }).json());
    expect(result).toMatchObject({ ok: false, error: { status: 409, message: 'Đơn đã đổi' } });
    expect(changes.getState().pending).toEqual({});
  });
});

describe('prefetch (a route entered: its code and its first page load side by side)', () => {
  it('an answer that came before the screen is its first render, and the screen does not ask again', async () => {
    const list = createQueryStore({ fetch: getPage });
    list.getState().prefetch({ page: 4 });
    list.getState().prefetch({ page: 4 }); // already asked: not twice
    await waitFor(() => expect(list.getState().dataKey).toBe(queryKeyOf({ page: 4 })));

    const { result, unmount } = renderHook(() => useQuery(list, { page: 4 }));
    // The first render already has the rows.
    expect(result.current.data?.rows[0]?.name).toBe('Trang 4');
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: CallStatus.SUCCESS, loading: false });
    expect(itemRequests()).toHaveLength(1);
    unmount();
  });

  it('a screen that mounts while the prefetch is in flight waits for it instead of asking again', async () => {
    const list = createQueryStore({ fetch: getPage });
    list.getState().prefetch({ page: 5, hold: true });
    const { result, unmount } = renderHook(() => useQuery(list, { page: 5, hold: true }));
    expect(result.current.loading).toBe(true);
    await release(5);
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 5'));
    expect(itemRequests()).toHaveLength(1);
    unmount();
  });

  it('a failed prefetch is forgotten: the screen asks again and gets its own answer', async () => {
    let fail = true;
    const list = createQueryStore({
      fetch: (q: Query, signal: AbortSignal) => getPage({ ...q, bad: fail }, signal),
    });
    list.getState().prefetch({ page: 6 });
    await waitFor(() => expect(server.seen.some((s) => s.url.startsWith('/bad'))).toBe(true));
    fail = false;
    const { result, unmount } = renderHook(() => useQuery(list, { page: 6 }));
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 6'));
    expect(result.current.error).toBeUndefined();
    unmount();
  });

  it('does not take over a store that a screen is watching, and a later query is asked as usual', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    const { result, rerender, unmount } = renderHook(({ page }) => useQuery(list, { page }), {
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 1'));
    list.getState().prefetch({ page: 2 });
    await waitFor(() => expect(itemRequests()).toHaveLength(2));
    await act(async () => undefined);
    // The prefetched page waits for its load: the screen still shows page 1.
    expect(result.current.data?.rows[0]?.name).toBe('Trang 1');
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 2'));
    expect(itemRequests()).toHaveLength(2);
    unmount();
  });
});

describe('the next page asked for ahead (issue 31 item 2)', () => {
  it('shows in the very render that asks for it, with no loading state, and is not asked again', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    const seen: { name?: string; loading: boolean }[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ page }) => {
        const view = useQuery(list, { page });
        seen.push({ name: view.data?.rows[0]?.name, loading: view.loading });
        return view;
      },
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 1'));
    result.current.prefetch({ page: 2 });
    await waitFor(() => expect(list.getState().peek(queryKeyOf({ page: 2 }))).toBeDefined());
    // Asked ahead, the answer waits: the screen still shows page 1.
    expect(result.current.data?.rows[0]?.name).toBe('Trang 1');
    seen.length = 0;
    rerender({ page: 2 });
    // The render of page 2 already has its rows; no render showed page 1 loading in between.
    expect(seen[0]).toEqual({ name: 'Trang 2', loading: false });
    await act(async () => undefined);
    expect(seen.every((s) => s.name === 'Trang 2' && !s.loading)).toBe(true);
    expect(result.current.status).toBe(CallStatus.SUCCESS);
    expect(itemRequests()).toHaveLength(2);
    unmount();
  });

  it('a change of a row reaches the page asked for ahead too', async () => {
    const list = createQueryStore({ fetch: getPage });
    list.getState().prefetch({ page: 3 });
    await waitFor(() => expect(list.getState().peek(queryKeyOf({ page: 3 }))).toBeDefined());
    list
      .getState()
      .update((p) => ({ ...p, rows: p.rows.map((r) => ({ ...r, name: `${r.name} (đổi)` })) }));
    expect(list.getState().peek(queryKeyOf({ page: 3 }))?.rows[0]?.name).toBe('Trang 3 (đổi)');
  });
});

describe('forgetOthers (a change made elsewhere: the pages held but not shown may be stale)', () => {
  it('forgets the next page asked for ahead, keeps the page on screen, and the next click asks the server', async () => {
    const list = createQueryStore({ fetch: getPage, keepPrevious: true });
    const { result, rerender, unmount } = renderHook(({ page }) => useQuery(list, { page }), {
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 1'));
    result.current.prefetch({ page: 2 });
    await waitFor(() => expect(list.getState().peek(queryKeyOf({ page: 2 }))).toBeDefined());
    act(() => result.current.forgetOthers());
    expect(list.getState().peek(queryKeyOf({ page: 2 }))).toBeUndefined();
    expect(result.current.data?.rows[0]?.name).toBe('Trang 1');
    expect(result.current.loading).toBe(false);
    rerender({ page: 2 });
    // Not shown at once from the forgotten answer: asked again, page 1 shown meanwhile.
    expect(result.current).toMatchObject({ loading: true });
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 2'));
    expect(itemRequests().map((r) => r.url)).toEqual([
      '/items?page=1',
      '/items?page=2',
      '/items?page=2',
    ]);
    unmount();
  });

  it('drops an answer asked ahead that comes after it was forgotten', async () => {
    const list = createQueryStore({ fetch: getPage });
    list.getState().prefetch({ page: 2, hold: true });
    await waitFor(() => expect(held.has(2)).toBe(true));
    list.getState().forgetOthers(queryKeyOf({ page: 1 }));
    await release(2);
    await act(async () => undefined);
    expect(list.getState().peek(queryKeyOf({ page: 2, hold: true }))).toBeUndefined();
    // Nobody watched the store: a prefetch's answer would have become its data, a forgotten one not.
    expect(list.getState().data).toBeUndefined();
  });

  it('forgets the cached answers of other queries, not the one it is told to keep', async () => {
    const list = createQueryStore({ fetch: getPage, staleTime: 60_000 });
    await list.getState().load({ page: 1 });
    await list.getState().load({ page: 2 });
    list.getState().forgetOthers(queryKeyOf({ page: 2 }));
    expect(list.getState().peek(queryKeyOf({ page: 1 }))).toBeUndefined();
    expect(list.getState().peek(queryKeyOf({ page: 2 }))?.rows[0]?.name).toBe('Trang 2');
    expect(list.getState().data?.page).toBe(2);
  });
});

describe('prefetch on a URL change (a page change starts its request with the click)', () => {
  it('asks nothing for the query the screen on view already asked for, and asks again once it is gone', async () => {
    const totals = createQueryStore({ fetch: getPage });
    const { result, unmount } = renderHook(() => useQuery(totals, { page: 3 }));
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 3'));
    // The list's page changed, the totals' query did not: the route's prefetch asks nothing.
    totals.getState().prefetch({ page: 3 });
    await act(async () => undefined);
    expect(itemRequests()).toHaveLength(1);
    unmount();
    // Nobody watches it any more: entering the route again prefetches it.
    totals.getState().prefetch({ page: 3 });
    await waitFor(() => expect(itemRequests()).toHaveLength(2));
  });
});

describe('prefetch never throws', () => {
  it('turns a call that fails at once into a forgotten prefetch; the screen still loads', async () => {
    let broken = true;
    const list = createQueryStore({
      fetch: (q: Query, signal: AbortSignal) => {
        if (broken) throw new TypeError('Failed to parse URL');
        return getPage(q, signal);
      },
    });
    expect(() => list.getState().prefetch({ page: 8 })).not.toThrow();
    await act(async () => undefined);
    broken = false;
    const { result, unmount } = renderHook(() => useQuery(list, { page: 8 }));
    await waitFor(() => expect(result.current.data?.rows[0]?.name).toBe('Trang 8'));
    unmount();
  });
});

describe('whenReadsSettle', () => {
  it('waits for every store’s loads and prefetches on their way, and calls at once when none is', async () => {
    const calls: string[] = [];
    whenReadsSettle(() => calls.push('none on their way'));
    expect(calls).toEqual(['none on their way']);

    const one = createQueryStore({ fetch: getPage });
    const other = createQueryStore({ fetch: getPage });
    const loaded = one.getState().load({ page: 1, hold: true });
    other.getState().prefetch({ page: 2, hold: true });
    whenReadsSettle(() => calls.push('settled'));
    const cancel = whenReadsSettle(() => calls.push('cancelled'));
    cancel();

    await release(1);
    await loaded;
    expect(calls).toEqual(['none on their way']);
    await release(2);
    await waitFor(() => expect(calls).toEqual(['none on their way', 'settled']));
  });
});
