import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { RequireAuth, useAuthStore } from '@app/util-auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { authRoutes } from './routes';

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A real local HTTP server standing in for the API; answers come from `handler`. */
export const startApi = async (handler: (req: Seen) => { status: number; body: unknown }) => {
  const seen: Seen[] = [];
  const server = createServer((req, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(entry);
      const { status, body } = handler(entry);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({
    baseUrl: url,
    getTokens: () => {
      const { token, refreshToken } = useAuthStore.getState();
      return { token, refreshToken };
    },
    setTokens: (pair) => useAuthStore.getState().setTokens(pair),
    onSessionExpired: () => useAuthStore.getState().signOut(),
    onError: () => undefined,
  });
  return {
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};

const b64url = (value: string) => Buffer.from(value).toString('base64url');
/** An unsigned JWT with a staff role (the console only decodes it). */
export const makeToken = (
  role = 0,
  name = 'Nguyễn Văn Quản',
  extra: Record<string, unknown> = {},
) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: '0123456789abcdef01234567', sid: 's', role, name, email: null, avatar: null, buildings: [], iat: 1, exp: 4_000_000_000, ...extra }))}.sig`;

function Landing() {
  const location = useLocation();
  return <h1>Trang {location.pathname}</h1>;
}

/** The auth pages as the console mounts them, at `url`, inside UiProvider. */
export const renderAuth = (url: string) =>
  render(
    <UiProvider>
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/', HydrateFallback: () => null, children: authRoutes },
            {
              path: '/dashboard/*',
              element: (
                <RequireAuth>
                  <Landing />
                </RequireAuth>
              ),
            },
          ],
          { initialEntries: [url] },
        )}
      />
    </UiProvider>,
  );

/** Types each value into the field of its label (an empty one stays empty), in this order, then presses the button `submit`. */
export const fillAndSubmit = async (values: Record<string, string>, submit: string) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values))
    if (value) await user.type(await screen.findByLabelText(label), value);
  await user.click(await screen.findByRole('button', { name: submit }));
  return user;
};
