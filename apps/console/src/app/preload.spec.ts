import { prefetchPage } from '@app/util-auth';
import { preloadRoute, setPreloadRoutes } from './preload';

describe('preloadRoute: the code a menu link needs, before the click', () => {
  it("loads the route's code and its prefetch module once, and asks for no data", async () => {
    const prefetched: string[] = [];
    const load = jest.fn(async () => ({ prefetch: (url: URL) => prefetched.push(url.href) }));
    const lazy = jest.fn(async () => ({ Component: () => null }));
    setPreloadRoutes([
      {
        path: '/dashboard',
        children: [{ path: 'queue', loader: prefetchPage(load), lazy }],
      },
    ]);
    preloadRoute('/dashboard/queue?status=0');
    preloadRoute('/dashboard/queue');
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(prefetched).toEqual([]);
  });

  it('leaves a route without a prefetch loader to its lazy code alone', () => {
    const lazy = jest.fn(async () => ({ Component: () => null }));
    const loader = jest.fn(() => null);
    setPreloadRoutes([{ path: '/dashboard/other', loader, lazy }]);
    preloadRoute('/dashboard/other');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).not.toHaveBeenCalled();
  });
});
