import { waitFor } from '@testing-library/react';
import { CallStatus, type QueryState } from '@app/data-access-api';

type CallState = Pick<QueryState<unknown, unknown>, 'key' | 'dataKey' | 'status'>;
/** A feature's query store (`createQueryStore`), as far as this assertion reads it. */
interface WatchedStore {
  getState(): CallState;
  subscribe(listener: (state: CallState) => void): () => void;
}

/**
 * Proves that a screen shows what its route prefetched, from the same queries, without asking the
 * server again — deterministically, with no time to wait for a second request: it runs `prefetch`,
 * waits until each of `stores` has taken the prefetched answer (under the prefetched query's key;
 * the stores are watched by no screen yet, so the answer becomes their data at once), then
 * runs `show` (render the route, find the page's content) and expects every store to have stayed
 * on that key and never to have been pending. A load of another query, or of the same one from the
 * server, sets the store pending synchronously in the screen's effect, which has run when `show`'s
 * content is on screen. The caller still checks which requests the prefetch made.
 *
 * @example
 * await expectPrefetchTaken([feedbackStore.list], () => prefetch(new URL(`http://x${url}`)), async () => {
 *   renderFeedback(url);
 *   await screen.findByText('Phản hồi số 1');
 * });
 */
export async function expectPrefetchTaken(
  stores: WatchedStore[],
  prefetch: () => void,
  show: () => Promise<unknown>,
): Promise<void> {
  // The answer of each store's prefetch: the store takes it, under the prefetched query's key.
  const answered = stores.map(() => false);
  const waiting = stores.map((store, i) =>
    store.subscribe(({ status }) => {
      if (status === CallStatus.SUCCESS) answered[i] = true;
    }),
  );
  prefetch();
  try {
    await waitFor(() => expect(answered).not.toContain(false));
  } finally {
    for (const unsubscribe of waiting) unsubscribe();
  }
  const prefetched = stores.map((store) => store.getState().key);
  const changes: { store: number; key: string | null; status: CallStatus }[] = [];
  const stop = stores.map((store, i) =>
    store.subscribe(({ key, status }) => {
      if (key !== prefetched[i] || status !== CallStatus.SUCCESS)
        changes.push({ store: i, key, status });
    }),
  );
  try {
    await show();
  } finally {
    for (const unsubscribe of stop) unsubscribe();
  }
  expect(changes).toEqual([]);
  stores.forEach((store, i) =>
    expect(store.getState()).toMatchObject({
      key: prefetched[i],
      dataKey: prefetched[i],
      status: CallStatus.SUCCESS,
    }),
  );
}

/** A list route as its prefetch test runs it: its prefetch, and the routes rendered at a URL. */
export interface PrefetchedRoute {
  prefetch: (url: URL) => void;
  render: (url: string) => unknown;
}

/**
 * {@link expectPrefetchTaken} for the route at `url` (a path and query under /dashboard): the
 * route's `prefetch` runs with the URL, then the screen is rendered there and `shown` finds the
 * page's content. The caller still checks which requests the prefetch made.
 *
 * @example
 * const route = { prefetch, render: renderFeedback };
 * await expectUrlPrefetchTaken([feedbackStore.list], url, route, async () => {
 *   expect(await screen.findByText('Phản hồi số 1')).toBeInTheDocument();
 * });
 */
export function expectUrlPrefetchTaken(
  stores: WatchedStore[],
  url: string,
  { prefetch, render }: PrefetchedRoute,
  shown: () => Promise<unknown>,
): Promise<void> {
  return expectPrefetchTaken(
    stores,
    () => prefetch(new URL(`http://x${url}`)),
    async () => {
      render(url);
      await shown();
    },
  );
}
