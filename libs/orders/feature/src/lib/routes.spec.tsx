import type { RouteObject } from 'react-router';
import { ordersRoutes } from './routes';

const leaves = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((r) => (r.children ? leaves(r.children) : [r]));

describe('ordersRoutes', () => {
  it('mounts the order screen, the order page and the slip under "order", as lazy routes so the feature stays its own chunk', () => {
    expect(ordersRoutes.map((r) => r.path)).toEqual(['order']);
    const all = leaves(ordersRoutes);
    expect(all.map((r) => (r.index ? '(index)' : r.path))).toEqual(['(index)', ':id', ':id/print']);
    for (const route of all) {
      expect(route.element).toBeUndefined();
      expect(route.lazy).toBeDefined();
    }
  });
});
