import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useAuthStore } from './auth-store';
import { canOpen } from './permissions';

/** What a feature's prefetch module exports: it starts loading the page's data for a URL. */
export interface PagePrefetch {
  prefetch: (url: URL) => void;
}

/**
 * A route `loader` that starts loading a screen's data with the navigation, not after the screen
 * has rendered: on entering the route it imports the feature's small prefetch module (the store
 * and the URL schema the screen shares, so nothing is loaded twice) and calls it with the URL, so
 * the first page loads side by side with the screen's code; with {@link revalidateOnUrlChange} it
 * runs again on every change of the URL's query (a page, a filter, a sort), so the request leaves
 * on the click while React renders the change. It returns at once (the route never waits for
 * it) and does nothing for a role that may not open the page, so a forbidden URL asks the server
 * nothing. The screen's own load takes the answer in flight (the query store's `prefetch`).
 *
 * @example
 * { index: true, loader: prefetchPage(() => import('./prefetch')), shouldRevalidate: revalidateOnUrlChange,
 *   lazy: async () => ({ Component: (await import('./screens/orders-screen')).OrdersScreen }) }
 */
export function prefetchPage(load: () => Promise<PagePrefetch>): PrefetchLoader {
  let loaded: PagePrefetch | undefined;
  let loading: Promise<PagePrefetch> | undefined;
  const importModule = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        // A failed import is tried again by the next preload or navigation.
        loading = undefined;
        throw error;
      },
    ));
  const loader = ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    if (!canOpen(useAuthStore.getState().user?.role, url.pathname)) return null;
    // Once the module is here, at once: even an import already done resolves in a later task,
    // behind the render the navigation starts (~40 ms of a page change on two cores).
    if (loaded) {
      try {
        loaded.prefetch(url);
      } catch {
        // Never an error of the route: the screen's own load asks again and reports any failure.
      }
      return null;
    }
    importModule()
      .then((m) => m.prefetch(url))
      // Never an error of the route: the screen's own load asks again and reports any failure.
      .catch(() => undefined);
    return null;
  };
  return Object.assign(loader, {
    preload: () => {
      void importModule().catch(() => undefined);
    },
  });
}

/**
 * A {@link prefetchPage} loader. `preload()` loads its prefetch module without asking for any data
 * (the console's menu calls it with the screen's code, on hover and when the browser idles), so
 * that the click's data request leaves in the click's own task instead of after a script's round
 * trip.
 */
export type PrefetchLoader = ((args: LoaderFunctionArgs) => null) & { preload: () => void };

/**
 * The loader of {@link prefetchPage} runs when the route is entered and when its URL changes (a
 * page, a filter), not when the same URL is navigated to again.
 */
export const revalidateOnUrlChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
