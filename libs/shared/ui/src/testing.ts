// The console's component-test kit (`@app/ui/testing`): the fake API every feature's fixtures
// answer through, rendering a feature's routes as the console mounts them with a signed-in staff
// member, and the assertion that a screen takes what its route prefetched. Tests only.
export {
  API_BASE,
  installFakeApi,
  ok,
  routeTable,
  type FakeAnswer,
  type FakeApi,
  type FakeHandler,
  type FakeRoute,
  type SeenRequest,
} from './lib/testing/fake-api';
export { renderRoutes, renderWithUi, signInAs } from './lib/testing/render';
export {
  expectPrefetchTaken,
  expectUrlPrefetchTaken,
  type PrefetchedRoute,
} from './lib/testing/prefetch';
export { expectAskedOnce } from './lib/testing/asked-once';
export { findRow } from './lib/testing/rows';
export { resetScreenEachTest } from './lib/testing/screen-state';
