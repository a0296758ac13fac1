import { useToastStore } from '../toast/toast-store';

/**
 * The hooks of a screen spec: before each test the feature's stores (`resets`, its
 * `resetXStore`) and the toasts start empty; after it the fake API and every other spy are removed.
 * Call it at the top of the spec file.
 *
 * @example resetScreenEachTest(resetOrdersStore);
 */
export function resetScreenEachTest(...resets: (() => void)[]): void {
  beforeEach(() => {
    for (const reset of resets) reset();
    useToastStore.getState().clear();
  });
  afterEach(() => jest.restoreAllMocks());
}
