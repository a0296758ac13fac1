import type { ServerResponse } from 'node:http';
import { ApiError } from './api-error';
import { API_TIMEOUT_MS, api, RENEWAL_LOCK, resetBootCheck } from './client';
import { configureApiClient } from './config';
import { send, startServer, type Handler, type Seen } from './test-server.fixtures';

type Server = Awaited<ReturnType<typeof startServer>>;

let server: Server;
let tokens: { token: string | null; refreshToken: string | null };
let expired: string[];
let errors: string[];
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

const setup = async (handler: Handler) => {
  server = await startServer(handler);
  tokens = { token: 'access-1', refreshToken: 'refresh-1' };
  expired = [];
  errors = [];
  // Failed calls are logged in the console (checked below); kept out of the test output.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  configureApiClient({
    baseUrl: server.url,
    getTokens: () => tokens,
    setTokens: (pair) => {
      tokens = pair;
    },
    onSessionExpired: (message) => {
      expired.push(message);
      tokens = { token: null, refreshToken: null };
    },
    onError: (message) => errors.push(message),
  });
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

describe('api client', () => {
  it('sends the bearer token and JSON', async () => {
    await setup((_req, res) => send(res, 200, { ok: true }));
    await expect(api.post('admin/thing', { json: { a: 1 } }).json()).resolves.toEqual({ ok: true });
    const [req] = server.seen;
    expect(req.headers.authorization).toBe('Bearer access-1');
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.headers.accept).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ a: 1 });
  });

  it('sends the token in the access-token header for the older calls', async () => {
    await setup((_req, res) => send(res, 200, {}));
    await api.get('api/v1/building/info', { context: { auth: 'legacy' } }).json();
    expect(server.seen[0].headers['access-token']).toBe('access-1');
    expect(server.seen[0].headers.authorization).toBeUndefined();
  });

  it('sends no token on the public auth calls', async () => {
    await setup((_req, res) => send(res, 200, {}));
    await api.post('auth/login', { json: {}, context: { auth: 'none' } }).json();
    expect(server.seen[0].headers.authorization).toBeUndefined();
  });

  it('renews once on 901 for calls that expire together, and retries each with the new token', async () => {
    let renewals = 0;
    await setup(async (req, res) => {
      if (req.url === '/auth/renew/token') {
        renewals += 1;
        expect(JSON.parse(req.body)).toEqual({ token: 'refresh-1' });
        await new Promise((r) => setTimeout(r, 50));
        return send(res, 200, { token: 'access-2', refreshToken: 'refresh-2' });
      }
      if (req.headers.authorization !== 'Bearer access-2')
        return send(res, 901, { message: 'Phiên truy cập đã hết hạn' });
      return send(res, 200, { url: req.url, body: req.body });
    });
    const answers = await Promise.all([
      api.get('a').json(),
      api.post('b', { json: { keep: 'body' } }).json(),
      api.put('c').json(),
    ]);
    expect(renewals).toBe(1);
    expect(answers).toEqual([
      { url: '/a', body: '' },
      { url: '/b', body: '{"keep":"body"}' },
      { url: '/c', body: '' },
    ]);
    expect(tokens).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(errors).toEqual([]);
  });

  describe("a stored token past its expiry at a page's first call (issue 31)", () => {
    const acceptsOnlyTheRenewed = (renewals: { n: number }) => (req: Seen, res: ServerResponse) => {
      if (req.url === '/auth/renew/token') {
        renewals.n += 1;
        return send(res, 200, { token: `access-${renewals.n + 1}`, refreshToken: 'refresh-2' });
      }
      return req.headers.authorization === 'Bearer access-1'
        ? send(res, 901, { message: 'Phiên truy cập đã hết hạn' })
        : send(res, 200, { url: req.url });
    };
    afterEach(() => configureApiClient({ tokenExpiresAt: undefined }));

    it('is renewed before the call, not after its 901', async () => {
      const renewals = { n: 0 };
      await setup(acceptsOnlyTheRenewed(renewals));
      configureApiClient({
        tokenExpiresAt: (t) => (t === 'access-1' ? Date.now() - 1_000 : Date.now() + 60_000),
      });
      resetBootCheck();
      await expect(api.get('admin/thing').json()).resolves.toEqual({ url: '/admin/thing' });
      expect(server.seen.map((r) => r.url)).toEqual(['/auth/renew/token', '/admin/thing']);
      expect(server.seen[1]?.headers.authorization).toBe('Bearer access-2');
      expect(renewals.n).toBe(1);
    });

    it('is looked at once per page: a browser clock far ahead renews once, not before every call', async () => {
      const renewals = { n: 0 };
      await setup(acceptsOnlyTheRenewed(renewals));
      // Every token looks expired to this browser.
      configureApiClient({ tokenExpiresAt: () => Date.now() - 1_000 });
      resetBootCheck();
      await api.get('a').json();
      await api.get('b').json();
      expect(server.seen.map((r) => r.url)).toEqual(['/auth/renew/token', '/a', '/b']);
      expect(renewals.n).toBe(1);
    });

    it('calls made while it is renewed wait for it: none meets a 901', async () => {
      const renewals = { n: 0 };
      await setup(acceptsOnlyTheRenewed(renewals));
      configureApiClient({
        tokenExpiresAt: (t) => (t === 'access-1' ? Date.now() - 1_000 : Date.now() + 60_000),
      });
      resetBootCheck();
      await Promise.all([api.get('a').json(), api.get('b').json(), api.get('c').json()]);
      expect(server.seen.map((r) => r.url).sort()).toEqual(['/a', '/auth/renew/token', '/b', '/c']);
      expect(server.seen[0]?.url).toBe('/auth/renew/token');
      expect(server.seen.slice(1).map((r) => r.headers.authorization)).toEqual([
        'Bearer access-2',
        'Bearer access-2',
        'Bearer access-2',
      ]);
      expect(renewals.n).toBe(1);
    });

    it('a refused renewal ends the session once, with no error toast', async () => {
      await setup((req, res) =>
        req.url === '/auth/renew/token'
          ? send(res, 902, { message: 'x' })
          : send(res, 901, { message: 'x' }),
      );
      configureApiClient({ tokenExpiresAt: () => Date.now() - 1_000 });
      resetBootCheck();
      const error = await failure(api.get('a').json());
      expect(error.kind).toBe('session');
      expect(expired).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  it('uses the tokens another tab renewed while this one waited for the renewal lock', async () => {
    let renewals = 0;
    await setup((req, res) => {
      if (req.url === '/auth/renew/token') {
        renewals += 1;
        return send(res, 200, { token: 'access-x', refreshToken: 'refresh-x' });
      }
      if (req.headers.authorization !== 'Bearer access-3')
        return send(res, 901, { message: 'Phiên truy cập đã hết hạn' });
      return send(res, 200, { ok: true });
    });
    const requested: string[] = [];
    // The browser's Web Locks: the other tab holds the lock, renews, stores its pair, releases.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, fn: () => Promise<unknown>) => {
          requested.push(name);
          tokens = { token: 'access-3', refreshToken: 'refresh-3' };
          return fn();
        },
      },
    });
    try {
      await expect(api.get('a').json()).resolves.toEqual({ ok: true });
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(requested).toEqual([RENEWAL_LOCK]);
    expect(renewals).toBe(0);
  });

  it('rejects the calls and ends the session when the renewal fails', async () => {
    await setup((req, res) =>
      req.url === '/auth/renew/token'
        ? send(res, 902, { message: 'x' })
        : send(res, 901, { message: 'x' }),
    );
    const [a, b] = await Promise.all([failure(api.get('a')), failure(api.get('b'))]);
    expect(a).toBeInstanceOf(ApiError);
    expect(a.message).toBe('Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!');
    expect(b.kind).toBe('session');
    expect(expired).toEqual(['Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!']);
    expect(tokens).toEqual({ token: null, refreshToken: null });
    expect(errors).toEqual([]);
  });

  it('ends the session on 902 with the spec message', async () => {
    await setup((_req, res) => send(res, 902, { message: 'Phiên đã bị thu hồi' }));
    const error = await failure(api.get('a'));
    expect(error.message).toBe('Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!');
    expect(expired).toEqual(['Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!']);
    expect(errors).toEqual([]);
  });

  it('ends the session on 401 for a call made with a token', async () => {
    await setup((_req, res) => send(res, 401, { message: 'Bạn cần đăng nhập để tiếp tục' }));
    await failure(api.get('a'));
    expect(expired).toHaveLength(1);
  });

  it('does not treat the sign-in 401 as a session expiry', async () => {
    await setup((_req, res) =>
      send(res, 401, { message: 'Email/số điện thoại hoặc mật khẩu không đúng' }),
    );
    const error = await failure(
      api.post('auth/login', { json: {}, context: { auth: 'none', notify: false } }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Email/số điện thoại hoặc mật khẩu không đúng',
    });
    expect(expired).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports any other failure with the server message', async () => {
    await setup((_req, res) => send(res, 400, { message: 'Số trang không hợp lệ' }));
    const error = await failure(api.get('a'));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Số trang không hợp lệ' });
    expect(errors).toEqual(['Số trang không hợp lệ']);
  });

  it('reports a network failure in Vietnamese', async () => {
    await setup((_req, res) => send(res, 200, {}));
    await server.close();
    const error = await failure(api.get('a'));
    expect(error.kind).toBe('network');
    expect(errors).toEqual([
      'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
    ]);
  });

  it('times out after 150000 ms by default, with the spec message', async () => {
    expect(API_TIMEOUT_MS).toBe(150000);
    await setup(() => undefined);
    const error = await failure(api.get('slow', { timeout: 100 }));
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'Api method is timeout after 100 ms!!!',
    });
    expect(errors).toEqual(['Api method is timeout after 100 ms!!!']);
  });

  it('reports nothing for a cancelled call', async () => {
    await setup(() => undefined);
    const controller = new AbortController();
    const pending = failure(api.get('slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await pending;
    // In a browser this is an ApiError of kind 'cancelled'; under Jest the abort DOMException comes
    // from Node's realm, which ky passes through unchanged.
    expect(error instanceof ApiError ? error.kind : (error as Error).name).toMatch(
      /^(cancelled|AbortError)$/,
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  describe('logs failed calls in the console (audit finding 21)', () => {
    const withRequestId =
      (status: number, id: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'x-request-id': id,
        });
        res.end(JSON.stringify({ message: 'Lỗi' }));
      };

    it('logs a server error with its method, path, status and request id, never its query', async () => {
      await setup(withRequestId(500, '3f2a-request'));
      await failure(api.get('admin/package', { searchParams: { customer: '0900000001' } }));
      expect(consoleError).toHaveBeenCalledTimes(1);
      const [text, entry] = consoleError.mock.calls[0];
      expect(entry).toEqual({
        method: 'GET',
        path: '/admin/package',
        status: 500,
        requestId: '3f2a-request',
        kind: 'http',
      });
      expect(text).toBe('[api] GET /admin/package thất bại: 500 (mã yêu cầu 3f2a-request)');
      expect(JSON.stringify(consoleError.mock.calls)).not.toContain('0900000001');
    });

    it('warns of a refused call, whether or not the caller shows it', async () => {
      await setup(withRequestId(400, 'r-400'));
      await failure(api.put('admin/thing/1', { json: {}, context: { notify: false } }));
      expect(consoleWarn.mock.calls.map((call) => call[1])).toEqual([
        { method: 'PUT', path: '/admin/thing/1', status: 400, requestId: 'r-400', kind: 'http' },
      ]);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('warns of the session ending on 902', async () => {
      await setup(withRequestId(902, 'r-902'));
      await failure(api.get('a'));
      expect(consoleWarn.mock.calls.map((call) => call[1])).toEqual([
        { method: 'GET', path: '/a', status: 902, requestId: 'r-902', kind: 'http' },
      ]);
    });

    it('logs a network failure and a time-out as errors', async () => {
      await setup(() => undefined);
      await failure(api.get('slow', { timeout: 100 }));
      await server.close();
      await failure(api.post('gone', { json: {} }));
      expect(consoleError.mock.calls.map((call) => call[1])).toEqual([
        { method: 'GET', path: '/slow', kind: 'timeout' },
        { method: 'POST', path: '/gone', kind: 'network' },
      ]);
    });

    it('logs nothing for a 901 that is renewed and retried, nor for a success', async () => {
      await setup((req, res) => {
        if (req.url === '/auth/renew/token')
          return send(res, 200, { token: 'access-2', refreshToken: 'refresh-2' });
        if (req.headers.authorization !== 'Bearer access-2') return send(res, 901, {});
        return send(res, 200, { ok: true });
      });
      await expect(api.get('a').json()).resolves.toEqual({ ok: true });
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
    });

    it('logs a failed renewal with its status and request id', async () => {
      await setup((req, res) =>
        req.url === '/auth/renew/token'
          ? withRequestId(902, 'r-renew')(req, res)
          : send(res, 901, {}),
      );
      await failure(api.get('a'));
      expect(consoleWarn.mock.calls.map((call) => call[1])).toEqual([
        {
          method: 'POST',
          path: '/auth/renew/token',
          status: 902,
          requestId: 'r-renew',
          kind: 'http',
        },
      ]);
    });
  });
});
