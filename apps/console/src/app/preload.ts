import type { PrefetchLoader } from '@app/util-auth';
import { matchRoutes, type RouteObject } from 'react-router';

let known: RouteObject[] = [];

/**
 * Whether a route's loader is util-auth's `prefetchPage` loader, which can load its module ahead.
 * Read here rather than imported: util-auth's helper would bring its permission checks into the
 * sign-in page's code (+1.7 KB), and this module is the router's.
 */
const canPreload = (
  loader: RouteObject['loader'],
): loader is RouteObject['loader'] & PrefetchLoader =>
  typeof loader === 'function' && typeof (loader as Partial<PrefetchLoader>).preload === 'function';
const preloaded = new Set<string>();

/** The console's routes (router.tsx sets them; kept apart so that the menu does not import the router). */
export function setPreloadRoutes(routes: RouteObject[]): void {
  known = routes;
}

/**
 * Starts loading the code of the page at `to` (a menu link's target) before it is opened: calls
 * the lazy loader of every route on its path, and loads the module of its data prefetch
 * (`prefetchPage`'s `preload`, which asks the server nothing), so that the chunks are in the module
 * cache when the router asks for them on the click and the page's data request leaves in the
 * click's own task. Once per path; after a failure the next hover tries again.
 */
export function preloadRoute(to: string): void {
  const pathname = to.split('?')[0] ?? to;
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  for (const { route } of matchRoutes(known, pathname) ?? []) {
    if (canPreload(route.loader)) route.loader.preload();
    if (typeof route.lazy === 'function')
      void Promise.resolve(route.lazy()).catch(() => preloaded.delete(pathname));
  }
}

/** Calls its argument once no read is on its way (data-access-api's `whenReadsSettle`). */
type ReadsSettle = (then: () => void) => unknown;

/**
 * Runs `job` once the page has no read on its way and the browser is idle (or a second later where
 * it cannot say): the data a page waits for, and the rendering of its answer, come first.
 * Not @app/ui's `whenIdle`: the router imports this module, and @app/ui in it would go into the
 * sign-in page's code.
 */
const whenIdle = (job: () => void, settle: ReadsSettle): void => {
  settle(() => {
    const run = () => {
      // A read that left meanwhile: wait for it, then for the browser to be idle again.
      let now = true;
      settle(() => (now ? job() : whenIdle(job, settle)));
      now = false;
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  });
};

/**
 * Loads the code of the pages at `paths` ahead, one page per idle period of the browser with no
 * read on its way (`settle`: data-access-api's `whenReadsSettle`, passed in so that this module,
 * which the router imports, stays out of the sign-in page's code), in the order given
 * (docs/decisions/console.md, "What loads while the browser idles"): the first click on one of
 * them then pays for its rendering only, not for fetching and evaluating its code.
 */
export function preloadWhenIdle(paths: readonly string[], settle: ReadsSettle): void {
  const [next, ...rest] = paths;
  if (next === undefined) return;
  whenIdle(() => {
    preloadRoute(next);
    preloadWhenIdle(rest, settle);
  }, settle);
}
