import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from './client';
import { configureApiClient } from './config';
import { CallStatus, useApiCall } from './use-api-call';
import { send, startServer } from './test-server.fixtures';

let server: Awaited<ReturnType<typeof startServer>>;

beforeEach(async () => {
  server = await startServer(async (req, res) => {
    if (req.url === '/slow') return; // never answers
    if (req.url === '/bad') return send(res, 500, { message: 'Lỗi máy chủ' });
    send(res, 200, { items: [1, 2] });
  });
  configureApiClient({
    baseUrl: server.url,
    getTokens: () => ({ token: 't', refreshToken: 'r' }),
    onError: () => undefined,
  });
});
afterEach(() => server.close());

const get = (signal: AbortSignal, path: string) =>
  api.get(path, { signal }).json<{ items: number[] }>();

describe('useApiCall', () => {
  it('goes from pending to success with the data', async () => {
    const { result } = renderHook(() => useApiCall(get));
    expect(result.current.status).toBe(CallStatus.IDLE);
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run('ok');
    });
    expect(result.current.status).toBe(CallStatus.PENDING);
    await act(() => pending);
    expect(result.current).toMatchObject({ status: CallStatus.SUCCESS, data: { items: [1, 2] } });
  });

  it('goes to failure with the server message', async () => {
    const { result } = renderHook(() => useApiCall(get));
    await act(() => result.current.run('bad'));
    expect(result.current.status).toBe(CallStatus.FAILURE);
    expect(result.current.error?.message).toBe('Lỗi máy chủ');
  });

  it('is cancelled by cancel()', async () => {
    const { result } = renderHook(() => useApiCall(get));
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run('slow');
    });
    act(() => result.current.cancel());
    await act(() => pending);
    expect(result.current.status).toBe(CallStatus.CANCELLED);
  });

  it('cancels the call in flight when its screen unmounts', async () => {
    const { result, unmount } = renderHook(() => useApiCall(get));
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run('slow');
    });
    await waitFor(() => expect(server.seen).toHaveLength(1));
    unmount();
    await expect(pending).resolves.toBeUndefined();
  });

  it('keeps only the latest run: a new run cancels the previous one', async () => {
    const { result } = renderHook(() => useApiCall(get));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run('slow');
    });
    act(() => {
      second = result.current.run('ok');
    });
    await act(() => Promise.all([first, second]));
    await expect(first).resolves.toBeUndefined();
    expect(result.current).toMatchObject({ status: CallStatus.SUCCESS, data: { items: [1, 2] } });
  });
});
