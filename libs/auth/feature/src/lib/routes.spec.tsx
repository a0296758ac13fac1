import { authRoutes } from './routes';

describe('authRoutes', () => {
  it('only declares lazy routes, so the feature stays its own chunk', () => {
    for (const route of authRoutes) {
      expect(route.element).toBeUndefined();
      expect(route.lazy ?? route.children).toBeDefined();
    }
  });
});
