import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useAuthStore } from './auth-store';
import { canOpen } from './permissions';

/** What a feature's prefetch module exports: it starts loading the page's data for a URL. */
export interface PagePrefetch {
  prefetch: (url: URL) => void;
}

/**
 * A route `loader` that starts loading a screen's first data while the router loads the screen's
 * code, instead of after its first render: on entering the route it imports the feature's small
 * prefetch module (the store and the URL schema the screen shares, so nothing is loaded twice)
 * and calls it with the URL. It returns at once (the route never waits for it) and does nothing
 * for a role that may not open the page, so a forbidden URL asks the server nothing. Pair it with
 * {@link revalidateOnEntry}: a filter or page change is the screen's own load.
 *
 * @example
 * { index: true, loader: prefetchOnEntry(() => import('./prefetch')), shouldRevalidate: revalidateOnEntry,
 *   lazy: async () => ({ Component: (await import('./screens/orders-screen')).OrdersScreen }) }
 */
export function prefetchOnEntry(load: () => Promise<PagePrefetch>) {
  return ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    if (canOpen(useAuthStore.getState().user?.role, url.pathname))
      load()
        .then((module) => module.prefetch(url))
        // Never an error of the route: the screen's own load asks again and reports any failure.
        .catch(() => undefined);
    return null;
  };
}

/** The loader of {@link prefetchOnEntry} runs when the route is entered, not on its query changes. */
export const revalidateOnEntry = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;
