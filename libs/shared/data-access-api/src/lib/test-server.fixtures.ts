import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from './config';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Seen, res: ServerResponse) => void | Promise<void>;

/** A real HTTP server on a free local port; every request is recorded in `seen`. */
export const startServer = async (handler: Handler) => {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      void handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/**
 * A real server for the client's calls ({@link startServer}) with the API client configured on it,
 * signed in with fixed tokens ('access-1'); the failures the client reports are kept in `errors`.
 */
export const startClientServer = async (handler: Handler) => {
  const server = await startServer(handler);
  const errors: string[] = [];
  configureApiClient({
    baseUrl: server.url,
    getTokens: () => ({ token: 'access-1', refreshToken: 'refresh-1' }),
    setTokens: () => undefined,
    onSessionExpired: () => undefined,
    onError: (message) => errors.push(message),
  });
  return { ...server, errors };
};
