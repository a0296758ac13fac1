import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '@app/contract';
import { coreMessages } from './errors';
import { API_CSP, SECURITY_HEADERS } from './security-headers';

/**
 * Headers of the answers that the security-headers plugin never sees: the router's refusals and
 * those written outside Fastify's reply (the HTTP parser's).
 */
const rawSecurityHeaders = {
  ...SECURITY_HEADERS,
  'content-security-policy': API_CSP,
  'cache-control': 'no-store',
};

/** What the router's own refusals (a malformed or over-long URL) answer. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify answers these before any hook runs: the security and request-id headers are set here,
  // and the log line written (without the URL, which is the refused part).
  reply.headers({ ...rawSecurityHeaders, [REQUEST_ID_HEADER]: request.id });
  const refuse = (statusCode: number, message: string) => {
    request.log.info({ method: request.method, statusCode }, 'request refused by the router');
    return reply.status(statusCode).send({ message });
  };
  if (error.code === 'FST_ERR_BAD_URL') return refuse(400, coreMessages.badUrl);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return refuse(414, coreMessages.urlTooLong);
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send({ message: coreMessages.internal });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (oversized headers, a malformed
 * request line, a client too slow to send its headers): `{message}` in Vietnamese, like every other
 * error answer, instead of Fastify's English JSON.
 */
function clientErrorHandler(this: { log: FastifyRequest['log'] }, err: Error, socket: Socket) {
  const code = (err as { code?: string }).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, coreMessages.headersTooLarge]
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, coreMessages.requestTimeout]
        : [400, coreMessages.badRequestLine];
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    const headers = {
      ...rawSecurityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Fastify server options that make the framework's own refusals answer like the rest of the API.
 * Spread them into `Fastify({...})`.
 */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
