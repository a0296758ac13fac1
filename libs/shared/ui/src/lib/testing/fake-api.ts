import { livePaths, savedViewsPaths } from '@app/contract';
import { configureApiClient } from '@app/data-access-api';

/** Where the fake API answers: the client is configured with it. */
export const API_BASE = 'http://api.test';

/** A request the fake API received: its body parsed as JSON (the raw text if it is not JSON). */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Answers a request, or `undefined` to let the next handler (in the end a 404) answer it. */
export type FakeHandler = (req: SeenRequest) => FakeAnswer | undefined;

/** A row of a route table: the method, the path (matched on `url.pathname`) and the answer. */
export type FakeRoute = [
  method: string,
  path: RegExp,
  answer: (req: SeenRequest, match: RegExpExecArray) => FakeAnswer,
];

/** A 200 answer. */
export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

/** A handler out of a route table: the first row whose method and path match answers. */
export const routeTable =
  (routes: FakeRoute[]): FakeHandler =>
  (req) => {
    for (const [method, path, answer] of routes) {
      const match = path.exec(req.url.pathname);
      if (method === req.method && match) return answer(req, match);
    }
    return undefined;
  };

/**
 * What the list kit itself reads on every list screen, answered when the test's handler does not:
 * the saved views of the list ('Chế độ xem'), none.
 */
const kitDefaults = (req: SeenRequest): FakeAnswer | undefined =>
  req.method === 'GET' && req.url.pathname === savedViewsPaths.list ? ok({ data: [] }) : undefined;

/**
 * The shell's live stream (issue 28): open, with nothing to say, and never recorded (no screen
 * asks for it). The menu's counts are a screen's read like any other.
 */
const liveStream = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) =>
        controller.enqueue(new TextEncoder().encode('id: 0\nevent: ready\ndata: {"id":"0"}\n\n')),
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const json = ({ status, body }: FakeAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const parse = (raw: string): unknown => {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

/**
 * The API of a component test: a fetch double (the console's client, ky, calls `fetch`) that
 * records every request and answers it with `handler` (a 404 where it answers nothing), and the
 * client configured to call it with a token. The domain's fixtures pass only their handler; the
 * API itself is tested on the real server and database in the server libs.
 * `answerFirst` puts a handler before `handler` (a 409, a failure); `jest.restoreAllMocks()`
 * (in `afterEach`) removes the double.
 *
 * @example
 * const api = installFakeApi((req) => (req.url.pathname === '/admin/package' ? ok({ data: rows }) : undefined));
 * expect(api.requests('GET', '/admin/package')).toHaveLength(1);
 */
export function installFakeApi(
  handler: FakeHandler,
  /**
   * `kitReads`: the test answers and counts the list kit's own reads (the saved views) itself.
   * Otherwise they are answered by the kit's defaults before `handler` and not recorded, so that
   * a screen's test counts and answers only its own calls.
   */
  { kitReads = false }: { kitReads?: boolean } = {},
) {
  const seen: SeenRequest[] = [];
  let first: FakeHandler | undefined;
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const req: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: parse(await request.text()),
    };
    if (req.method === 'GET' && req.url.pathname === livePaths.events) return liveStream();
    const kitRead = kitReads ? undefined : kitDefaults(req);
    if (kitRead) return json(kitRead);
    seen.push(req);
    return json(
      first?.(req) ??
        handler(req) ??
        kitDefaults(req) ?? { status: 404, body: { message: 'Không tìm thấy đường dẫn' } },
    );
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchDouble);
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return {
    fetchDouble,
    seen,
    answerFirst: (next: FakeHandler) => {
      first = next;
    },
    /** The requests of `method`, to `path` if given (the whole pathname, or a pattern). */
    requests: (method: string, path?: string | RegExp) =>
      seen.filter(
        (s) =>
          s.method === method &&
          (path === undefined ||
            (typeof path === 'string' ? s.url.pathname === path : path.test(s.url.pathname))),
      ),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
