import { ordersRoutes } from './routes';

describe('ordersRoutes', () => {
  it('only declares lazy routes, so the feature stays its own chunk', () => {
    for (const route of ordersRoutes) {
      expect(route.element).toBeUndefined();
      expect(route.lazy ?? route.children).toBeDefined();
    }
  });
});
