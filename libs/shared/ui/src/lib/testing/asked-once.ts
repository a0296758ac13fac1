import type { FakeApi } from './fake-api';

/**
 * Expects the API to have been asked exactly once with `method` to `path` (as `FakeApi.requests`
 * takes it) and returns that request's query parameters, for the caller to compare: the check
 * every prefetch test makes after `expectPrefetchTaken` (the screen asked nothing more).
 *
 * @example
 * expect(expectAskedOnce(api, '/api/v1.1/admin/shop')).toEqual({ page: '2', quantity: '50' });
 */
export function expectAskedOnce(
  api: Pick<FakeApi, 'requests'>,
  path: string | RegExp,
  method = 'GET',
): Record<string, string> {
  const calls = api.requests(method, path);
  expect(calls).toHaveLength(1);
  return Object.fromEntries(calls[0]!.url.searchParams);
}
