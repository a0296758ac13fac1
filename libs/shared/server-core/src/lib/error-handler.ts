import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER } from '@app/contract';
import { coreMessages, HttpError } from './errors';
import { API_CSP, SECURITY_HEADERS } from './security-headers';

const contextLabels: Record<string, string> = {
  body: 'nội dung',
  querystring: 'tham số',
  params: 'đường dẫn',
  headers: 'tiêu đề',
};

interface FieldError {
  path: string;
  message: string;
}

/**
 * PostgreSQL errors that a client's input or a concurrent request can cause, and what they mean to
 * the client: unique and foreign-key violations are conflicts; a deadlock (40P01) or serialization
 * failure (40001) that the server's retries (`retryingTransaction`, @app/server-db) did not get
 * past is a conflict the client may simply try again (its change was rolled back); every data exception (class 22: bad text representation,
 * NUL or an untranslatable character, a value out of range or too long, a bad date, …) and a value
 * past a program limit (class 54: an index row too large) is invalid input.
 */
const pgAnswers: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: coreMessages.duplicate },
  '23503': { status: 409, message: coreMessages.referenceMissing },
  '40P01': { status: 409, message: coreMessages.concurrentChange },
  '40001': { status: 409, message: coreMessages.concurrentChange },
};
const pgInputClasses = ['22', '54'];

const pgAnswerOf = (code: string) =>
  pgAnswers[code] ??
  (pgInputClasses.includes(code.slice(0, 2))
    ? { status: 400, message: coreMessages.badRequest }
    : undefined);

const pgCodeOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && pgAnswerOf(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * Fastify only sends statuses 100–599; the spec's 901 (access token expired) and 902 (session
 * expired) go out through Node's response, which accepts any three-digit status.
 */
function sendNonStandardStatus(reply: FastifyReply, status: number, body: object) {
  const payload = JSON.stringify(body);
  reply.hijack();
  reply.raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
    'content-security-policy': API_CSP,
    [REQUEST_ID_HEADER]: reply.request.id,
  });
  reply.raw.end(payload);
  return reply;
}

/**
 * The one place where errors become answers: `{message}` in Vietnamese for every 4xx (with
 * `errors: [{path, message}]` for invalid input so forms can mark their fields), a generic message
 * for 5xx (details only in the log), and never a stack trace.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? coreMessages.badRequest,
        }));
        const first = errors[0];
        const where = contextLabels[error.validationContext ?? ''] ?? '';
        const message = first
          ? `${coreMessages.badRequest}${first.path ? ` (${first.path})` : where ? ` (${where})` : ''}: ${first.message}`
          : coreMessages.badRequest;
        return reply.status(400).send({ message, errors });
      }
      if (error instanceof HttpError) {
        const body = { message: error.message, ...(error.details ?? {}) };
        if (error.statusCode > 599) return sendNonStandardStatus(reply, error.statusCode, body);
        return reply.status(error.statusCode).send(body);
      }
      const pgCode = pgCodeOf(error);
      if (pgCode) {
        const mapped = pgAnswerOf(pgCode)!;
        request.log.warn(
          { err: error },
          pgCode.startsWith('40')
            ? 'concurrent change failed after retries'
            : 'database refused client input',
        );
        return reply.status(mapped.status).send({ message: mapped.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
            ? coreMessages.unsupportedMediaType
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
              ? coreMessages.payloadTooLarge
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
                  error instanceof SyntaxError ||
                  error.code?.startsWith('FST_ERR_CTP')
                ? coreMessages.invalidJson
                : status === 404
                  ? coreMessages.notFound
                  : status === 429
                    ? coreMessages.tooManyRequests
                    : coreMessages.badRequest;
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: coreMessages.internal });
    });
  },
  { name: 'app-error-handler' },
);
